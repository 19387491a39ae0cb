import { json, type ActionFunctionArgs, type AppLoadContext, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import { EMAIL_LIST_COPY, LEAD_FORM_COPY, PRIVACY_NOTE_LINK, SUBMISSION_REFUSED } from "~/content/lead-forms";
import { emailWords } from "~/content/email";
import {
  parseLeadSubmission,
  type LeadAction,
  type LeadActionData,
  type LeadForm,
  type LeadFormView,
} from "~/lib/lead-schemas";
import { emailListForm } from "./lead-forms.server";
import { SOURCE_PAGE_FIELD, SUBMISSION_ID_FIELD } from "~/lib/lead-submission";
import type { Fields } from "~/lib/form-fields";
import { safeReturnPath } from "~/lib/safe-path";
import { sourcePage } from "~/lib/page-counts";
import { leadNotice } from "~/lib/email-messages";
import { leadNoticeKey, ownerNoticeCap } from "~/lib/outbox";
import { linkOrigin, seoMeta, type PageSeo } from "~/lib/seo";
import type { Lead } from "~/lib/lead-schemas";
import { rateLimit, rateLimitToast, retryAfterHeaders } from "~/server/rate-limit.server";
import * as clock from "~/lib/clock";
import { keptPerObject } from "~/lib/kept";

/**
 * What follows a saved lead: maybe the page to show next (known before anything is read), and the
 * work done after the answer (the email list's confirmation, the event's registration), which
 * says what the visitor now receives, for the owner's notice.
 */
export interface FollowUp {
  returnTo?: string;
  run(lead: Lead, origin: string): Promise<string[]>;
}

/**
 * The answer to a lead form's post, as every form post of the site answers (post/redirect/get on
 * success, the page again in place on a refusal, with the values kept): 303 with the success
 * toast once saved (or when the honeypot caught a bot), 400 with the values and an error per field
 * (or, for a post without a well-formed submission token, the refusal toast: nothing saved),
 * 429 with the values and a toast saying when to try again when this address posts this form too
 * often, 502/503 with the values and the form's error toast when the store failed.
 */
export async function answerLeadPost<F extends Fields>(options: {
  request: Request;
  context: AppLoadContext;
  form: LeadForm<F>;
  /** Where the visitor goes after saving: a path, or read from the form (checked to be on this site). */
  returnTo: string | ((formData: FormData) => unknown);
  /**
   * What follows a saved lead (the email list's confirmation, the event's registration). It runs
   * after the answer (waitUntil), with the owner's notice: the answer takes as long and says the
   * same whether or not the address is known. A failure is logged; the lead is saved.
   */
  followUp?: FollowUp;
}): ReturnType<LeadAction> {
  const { request, context, form } = options;
  const copy = LEAD_FORM_COPY[form.id];
  /** A refusal, answered in place with the form's values and the token of the post it answers. */
  const refuse = (formData: FormData | null, answer: Omit<LeadActionData, "submissionId">, init: ResponseInit) => {
    const token = formData?.get(SUBMISSION_ID_FIELD);
    return json<LeadActionData>({ ...answer, submissionId: typeof token === "string" ? token : null }, init);
  };

  let formData: FormData;
  try {
    formData = await request.formData();
  } catch {
    // A body that claims to be a form but is not one (a broken multipart boundary).
    const returnTo = safeReturnPath(typeof options.returnTo === "string" ? options.returnTo : null);
    return refuse(null, { values: {}, errors: {}, returnTo, toast: copy.invalid }, { status: 400 });
  }
  const returnTo = safeReturnPath(typeof options.returnTo === "string" ? options.returnTo : options.returnTo(formData));

  const submission = parseLeadSubmission(form, formData);
  // The honeypot first: a bot's post is thanked and never counted.
  if (submission.kind === "honeypot") return context.services.toasts.redirectThanking(returnTo, copy.success, form.id);
  const limit = await rateLimit(form.id, request, context);
  if (!limit.ok) {
    return refuse(
      formData,
      { values: submission.values, errors: {}, returnTo, toast: rateLimitToast(limit) },
      { status: 429, headers: retryAfterHeaders(limit) },
    );
  }
  if (submission.kind === "invalid") {
    return refuse(
      formData,
      { values: submission.values, errors: submission.errors, returnTo, toast: copy.invalid },
      { status: 400 },
    );
  }
  if (submission.kind === "untokened") {
    return refuse(
      formData,
      { values: submission.values, errors: {}, returnTo, toast: SUBMISSION_REFUSED },
      { status: 400 },
    );
  }
  const outcome = await context.services.leads.save(submission.lead);
  if (!outcome.saved) {
    // Logged for the owner; the visitor sees the form's own message and keeps what they typed.
    console.error(`Lead not saved (${form.formSource}):`, outcome.reason);
    return refuse(
      formData,
      { values: submission.values, errors: {}, returnTo, toast: copy.failure },
      { status: outcome.status },
    );
  }
  // SITE_URL, not the post's Host: a forged Host must not put its own links in the mail.
  const origin = linkOrigin({ request, context });
  if (outcome.created) {
    const page = sourcePage(
      formData.get(SOURCE_PAGE_FIELD),
      request.headers.get("Referer"),
      new URL(request.url).origin,
    );
    if (page) context.services.counts.count("lead", page, form.formSource);
  }
  const { email } = context.services;
  const { followUp } = options;
  const lead = submission.lead;
  const receivedAt = clock.now().toISOString();
  context.waitUntil(
    (async () => {
      let receives: string[] = [];
      if (followUp) {
        try {
          receives = await followUp.run(lead, origin);
        } catch (error) {
          // The lead is saved: the owner still hears of it below.
          console.error(
            `Follow-up of a lead failed (${form.formSource}):`,
            error instanceof Error ? error.message : error,
          );
        }
      }
      // The owner hears of each new lead once (a replayed post saves nothing and says nothing), at
      // most her notices an hour (OWNER_NOTICES_PER_HOUR): past it the notice is held for the hour's digest.
      if (outcome.created && email.ownerTo) {
        const queued = await email.send(
          leadNotice({ lead, leadId: outcome.id, origin, to: email.ownerTo, words: emailWords, receives, receivedAt }),
          {
            idempotencyKey: leadNoticeKey(lead, outcome.id),
            kind: "lead-notice",
            capped: ownerNoticeCap(context.config.email.noticesPerHour),
          },
        );
        const { heldNotices } = context.services;
        if (!queued && heldNotices) {
          try {
            await heldNotices.hold({
              leadId: outcome.id,
              formSource: lead.form_source,
              name: lead.name,
              email: lead.email,
              receivedAt,
            });
          } catch (error) {
            // The lead is stored and on /owner; only its line in the digest is missing.
            console.error(`Lead notice not held (${form.formSource}):`, error instanceof Error ? error.message : error);
          }
        }
      }
    })(),
  );
  return context.services.toasts.redirectThanking(followUp?.returnTo ?? returnTo, copy.success, form.id);
}

/** The page a route's own form returns to: the URL it was posted to. */
export function samePage(request: Request): string {
  const url = new URL(request.url);
  url.searchParams.delete("index");
  url.searchParams.delete("_data");
  return url.pathname + url.search;
}

/**
 * What the footer's email list form needs in the browser, as plain data. The root loader sends it,
 * so every page gets this form's specs and words without the other forms' definitions (this is a
 * .server module: none of it is in the browser bundle).
 */
export function emailListFormView() {
  return {
    form: leadFormView(emailListForm),
    heading: EMAIL_LIST_COPY.heading,
    intro: EMAIL_LIST_COPY.intro,
  };
}
export type EmailListFormView = ReturnType<typeof emailListFormView>;

/** Each form's view, made once: a form and its words are constants. */
const views = keptPerObject((form: LeadForm<Fields>): LeadFormView<Fields> => {
  const fields = Object.fromEntries(Object.entries(form.fields).map(([name, field]) => [name, { spec: field.spec }]));
  const { submit, submitting, privacy, thanks } = LEAD_FORM_COPY[form.id];
  return { id: form.id, fields, copy: { submit, submitting, privacy, privacyLink: PRIVACY_NOTE_LINK, thanks } };
});

/** A page's lead form as its component needs it in the browser (see LeadFormView). The same object each time. */
export function leadFormView<F extends Fields>(form: LeadForm<F>): LeadFormView<F> {
  return views(form as LeadForm<Fields>) as LeadFormView<F>;
}

/**
 * A page whose form saves a lead (the inquiry pages). Its loader data: the page's words (without
 * the SEO words, which become its tags), the form's view, and `more`.
 *   export const loader = (args: LoaderFunctionArgs) => leadPage(args, buyerInquiryPage, buyerForm);
 * (Loaders and actions are functions, not calls made when the module loads: the browser build drops them.)
 */
export function leadPage<P extends { seo: PageSeo }, F extends Fields, M extends object = Record<never, never>>(
  args: LoaderFunctionArgs,
  page: P,
  form: LeadForm<F>,
  more = {} as M,
) {
  const { seo, ...words } = page;
  return json({ meta: seoMeta(args, seo), page: words, form: leadFormView(form), ...more });
}

/** The page's own form posts here: saved, refused (400) or saving failed (502/503). */
export function answerLeadPage<F extends Fields>({ request, context }: ActionFunctionArgs, form: LeadForm<F>) {
  return answerLeadPost({ request, context, form, returnTo: samePage(request) });
}
