import { json, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import { useActionData, useLoaderData } from "@remix-run/react";
import { useState } from "react";
import { AllBroadcastsLink, BroadcastConfirm, BroadcastForm } from "~/components/owner/broadcast-form";
import { BroadcastHtml } from "~/components/owner/broadcast-html";
import { ToastView } from "~/components/ui/toaster";
import { broadcastMessages, broadcastPage } from "~/content/broadcasts";
import type { Toast } from "~/content/types";
import { audienceValue, type Audience } from "~/lib/broadcast";
import { fillWords } from "~/lib/fill-words";
import { ownerTime } from "~/lib/owner-time";
import { seoMeta } from "~/lib/seo";
import {
  audienceChoices,
  audienceLabel,
  broadcastServices,
  previewOf,
  readDraft,
  refusalToSend,
  sendTest,
  type FieldErrors,
  type Values,
} from "~/services/broadcasts/owner-broadcasts.server";
import { requireSecondLevelOwner } from "~/services/owner/owner-area.server";
import { failureAnswer, ownerPage } from "~/services/owner/owner-forms.server";
import * as clock from "~/lib/clock";

export { pageMeta as meta } from "~/root";
export { ownerHeaders as headers } from "~/lib/owner-headers";

const TITLE = "Could not send the broadcast";
const EMPTY: Values = { subject: "", preheader: "", body: "", audience: "all", send_at: "" };

function unavailable(headers: Headers): never {
  throw json({ message: broadcastPage.unavailable }, { status: 503, headers });
}

const recipientsText = (count: number) => fillWords(broadcastPage.recipients, { count: count.toLocaleString("en-US") });

export const loader = (args: LoaderFunctionArgs) =>
  ownerPage(async () => {
    const owner = await requireSecondLevelOwner(args);
    const broadcasts = broadcastServices(args.context);
    if (!broadcasts) unavailable(owner.headers);
    return json(
      {
        signedInAs: owner.session.user.email,
        meta: seoMeta(args, { title: broadcastPage.newTitle, description: "Write to your list.", noindex: true }),
        audiences: audienceChoices(clock.now(), broadcasts.audiences),
        recipients: recipientsText(await broadcasts.audiences.count({ kind: "all" })),
        refusal: await refusalToSend(args.context),
      },
      { headers: owner.headers },
    );
  });

interface Answer {
  values: Values;
  errors: FieldErrors;
  toast?: Toast;
  recipients?: string;
  preview?: { subject: string; preheader: string; html: string; text: string };
  /** The step before sending or scheduling: who gets it and when, and the post that does it. */
  confirm?: { intent: "confirm-send" | "confirm-schedule"; summary: string; later: boolean };
}

/** "12 people will get it on Sat 5 Dec, 9:00 AM (Every confirmed subscriber)." */
function confirmSummary(count: number, audience: string, when: string | null): string {
  const { confirm } = broadcastPage;
  const people = count === 1 ? confirm.person : fillWords(confirm.people, { count: count.toLocaleString("en-US") });
  return when
    ? fillWords(confirm.sendLater, { people, when, audience })
    : fillWords(confirm.sendNow, { people, audience });
}

export const action = (args: ActionFunctionArgs) =>
  ownerPage(async () => {
    const owner = await requireSecondLevelOwner(args);
    const broadcasts = broadcastServices(args.context);
    if (!broadcasts) unavailable(owner.headers);
    const form = await args.request.formData();
    const intent = form.get("intent");
    const checked = readDraft(form);
    const answer = (status: number, body: Answer) => json(body, { status, headers: owner.headers });
    const refused = (errors: FieldErrors, description: string) =>
      answer(400, { values: checked.values, errors, toast: { type: "error", message: TITLE, description } });
    if (!checked.ok) return refused(checked.errors, Object.values(checked.errors)[0] ?? broadcastMessages.body);
    const { draft, audience, sendAt, values } = checked;
    if (!broadcasts.audiences.available(audience))
      return refused({ audience: broadcastMessages.audience }, broadcastMessages.audience);
    const to = owner.session.user.email;
    try {
      const count = await broadcasts.audiences.count(audience);
      const recipients = recipientsText(count);
      switch (intent) {
        case "preview":
          return answer(200, {
            values,
            errors: {},
            recipients,
            preview: await previewOf(args.context, args.request, draft, audience, to),
          });
        case "test":
          await sendTest(args.context, args.request, draft, audience, to);
          return answer(200, {
            values,
            errors: {},
            recipients,
            toast: { type: "success", message: fillWords(broadcastPage.testSent, { to }) },
          });
        case "send":
        case "schedule":
        case "confirm-send":
        case "confirm-schedule": {
          const refusal = await refusalToSend(args.context);
          if (refusal) return refused({}, refusal);
          if (count === 0) return refused({ audience: broadcastMessages.noRecipients }, broadcastMessages.noRecipients);
          const now = clock.now();
          const scheduling = intent === "schedule" || intent === "confirm-schedule";
          if (scheduling && !sendAt)
            return refused({ send_at: broadcastMessages.sendAtNeeded }, broadcastMessages.sendAtNeeded);
          if (sendAt && sendAt <= now) return refused({ send_at: broadcastMessages.sendAt }, broadcastMessages.sendAt);
          const later = scheduling || sendAt !== null;
          // Nothing goes out on the first press: she is told how many get it and when, and confirms.
          if (intent === "send" || intent === "schedule")
            return answer(200, {
              values,
              errors: {},
              recipients,
              confirm: {
                intent: `confirm-${intent}`,
                summary: confirmSummary(
                  count,
                  audienceLabel(audience),
                  later ? ownerTime((sendAt ?? now).toISOString()) : null,
                ),
                later,
              },
            });
          const id = await broadcasts.records.create(
            { ...draft, audience: audienceValue(audience as Audience), audienceCount: count },
            sendAt ?? now,
            later ? "scheduled" : "sending",
            now,
          );
          return args.context.services.toasts.redirect(
            `/owner/broadcasts/${id}`,
            { type: "success", message: later ? broadcastPage.scheduledToast : broadcastPage.sentToast },
            { headers: owner.headers },
          );
        }
        default:
          return refused({}, "Choose preview, test, send or schedule.");
      }
    } catch (error) {
      return failureAnswer(error, { title: TITLE, values, headers: owner.headers });
    }
  });

export default function NewBroadcastPage() {
  const { audiences, recipients, refusal } = useLoaderData<typeof loader>();
  const data = useActionData<Answer>();
  // The answer whose confirmation she made out of date by editing (with JavaScript).
  const [edited, setEdited] = useState<Answer | undefined>();
  return (
    <main id="main" className="mx-auto w-full max-w-3xl flex-1 space-y-8 px-4 py-10">
      <AllBroadcastsLink />
      <h1 className="font-display text-3xl font-bold text-slate-900">{broadcastPage.newTitle}</h1>
      {refusal ? (
        <p role="alert" className="rounded-lg bg-amber-50 p-4 text-amber-900">
          {refusal}
        </p>
      ) : null}
      {/* Above the form: after the press (a whole new page without JavaScript) it is what she reads first. */}
      {data?.confirm && edited !== data ? <BroadcastConfirm values={data.values} {...data.confirm} /> : null}
      <section className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
        <BroadcastForm
          values={data?.values ?? EMPTY}
          errors={data?.errors ?? {}}
          audiences={audiences}
          recipients={data?.recipients ?? recipients}
          onEdit={data?.confirm ? () => setEdited(data) : undefined}
        />
      </section>
      {data?.preview ? (
        <section aria-labelledby="preview-heading" className="space-y-4" data-testid="preview">
          <h2 id="preview-heading" className="font-display text-2xl font-bold text-slate-900">
            {broadcastPage.previewHeading}
          </h2>
          <p className="text-slate-900">
            <strong>{data.preview.subject}</strong>
            {data.preview.preheader ? <span className="text-slate-600"> — {data.preview.preheader}</span> : null}
          </p>
          <h3 className="font-semibold text-slate-800">{broadcastPage.previewHtml}</h3>
          <BroadcastHtml html={data.preview.html} testId="preview-html" />
          <h3 className="font-semibold text-slate-800">{broadcastPage.previewText}</h3>
          <pre
            className="whitespace-pre-wrap rounded-2xl bg-white p-6 font-mono text-sm shadow-sm ring-1 ring-slate-200 [overflow-wrap:anywhere]"
            data-testid="preview-text"
          >
            {data.preview.text}
          </pre>
        </section>
      ) : null}
      <ToastView toast={data?.toast} focus />
    </main>
  );
}
