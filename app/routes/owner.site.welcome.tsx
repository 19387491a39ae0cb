import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { WELCOME_LABELS } from "~/content/site-form-labels";
import { Form, useLoaderData, useNavigation } from "@remix-run/react";
import { OwnerActionToast } from "~/components/owner/owner-form";
import { SiteCard, SiteField, SitePage, useSiteActionData } from "~/components/owner/site-fields";
import { SITE_LIMITS } from "~/content/site-limits";
import { formLabel } from "~/lib/form-label";
import { parseWelcomeForm } from "~/lib/site-forms";
import { linkOrigin } from "~/lib/seo";
import { mergeWelcome } from "~/lib/welcome";
import { sendWelcomeTest } from "~/services/email/welcome.server";
import { requireSecondLevelOwner } from "~/services/owner/owner-area.server";
import { ownerPage } from "~/services/owner/owner-forms.server";
import { failedAnswer, formText, refusedAnswer } from "~/services/site/site-answers.server";
import { siteSectionAction } from "~/services/site/site-section-action.server";
import { sitePage } from "~/services/site/site-page.server";

export { pageMeta as meta } from "~/root";
export { ownerHeaders as headers } from "~/lib/owner-headers";

const TITLE = "Could not save the welcome email";
const TEST_TITLE = "Could not send the test";
const PATH = "/owner/site/welcome";
const MAX_TEXT = SITE_LIMITS.welcomeBody + 1000;

export const loader = (args: LoaderFunctionArgs) =>
  sitePage(args, { title: "Welcome email", description: "The email a new subscriber gets once." }, (overrides) => ({
    welcome: mergeWelcome(overrides.welcome),
    saved: overrides.welcome !== undefined,
  }));

/** intent=test: what she typed, to her own address only (nothing saved). */
const sendTest = (args: ActionFunctionArgs) =>
  ownerPage(async () => {
    const owner = await requireSecondLevelOwner(args);
    const values = formText(await args.request.formData(), MAX_TEXT);
    const parsed = parseWelcomeForm(values);
    if (!parsed.ok) return refusedAnswer(TEST_TITLE, parsed.errors, values, owner.headers);
    const to = owner.session.user.email;
    try {
      await sendWelcomeTest(args.context, { to, draft: parsed.value, origin: linkOrigin(args) });
    } catch (error) {
      return failedAnswer(error, TEST_TITLE, values, owner.headers);
    }
    return args.context.services.toasts.redirect(
      PATH,
      { type: "success", message: "Test sent", description: `A test copy went to ${to}. Nothing was saved yet.` },
      { headers: owner.headers },
    );
  });

/** intent=save (subject, body): a new version of the section; intent=test: a copy to her. */
export async function action(args: ActionFunctionArgs) {
  const intent = (
    await args.request
      .clone()
      .formData()
      .catch(() => null)
  )?.get("intent");
  if (intent === "test") return sendTest(args);
  return siteSectionAction(args, {
    section: "welcome",
    path: PATH,
    title: TITLE,
    maxText: MAX_TEXT,
    change({ values }) {
      const parsed = parseWelcomeForm(values);
      if (!parsed.ok) return { refused: parsed.errors };
      return {
        value: parsed.value,
        summary: `Welcome email: ${parsed.value.subject.slice(0, 80)}`,
        saved: { message: "Welcome email saved", description: "New subscribers get it once they confirm." },
      };
    },
  });
}

export default function WelcomePage() {
  const { welcome, saved } = useLoaderData<typeof loader>();
  const data = useSiteActionData();
  const navigation = useNavigation();
  const pending = navigation.state !== "idle" ? navigation.formData?.get("intent") : null;
  const value = (name: "subject" | "body") => data?.values[name] ?? welcome[name];
  const button = (intent: "save" | "test", label: string, busy: string, className: string) => (
    <button
      type="submit"
      name="intent"
      value={intent}
      className={className}
      disabled={pending === intent}
      data-pending={pending === intent ? "true" : undefined}
    >
      {pending === intent ? <span className="spinner" aria-hidden="true" data-testid="spinner" /> : null}
      {pending === intent ? busy : label}
    </button>
  );
  return (
    <SitePage
      title="Welcome email"
      intro="The one email a new subscriber gets when they confirm their address (on the email list, or with the free blueprint's button). Your name ends it, and it carries their unsubscribe link."
    >
      <SiteCard id="welcome-edit" title={saved ? "Your welcome email" : "The welcome email the site shipped with"}>
        <Form method="post" className="space-y-5" aria-label="Welcome email" noValidate>
          <SiteField
            label={formLabel(WELCOME_LABELS.subject)}
            name="subject"
            value={value("subject")}
            error={data?.errors.subject}
            maxLength={SITE_LIMITS.welcomeSubject}
            required
            hint="One line."
          />
          <SiteField
            label={formLabel(WELCOME_LABELS.body)}
            name="body"
            value={value("body")}
            error={data?.errors.body}
            maxLength={SITE_LIMITS.welcomeBody}
            multiline
            required
            hint="Markdown, as in a broadcast: **bold**, *italic*, [a link](https://…), lines starting with - for a list, an empty line between paragraphs."
          />
          <div className="flex flex-wrap gap-3">
            {button("save", "Save welcome email", "Saving…", "btn btn-primary")}
            {button("test", "Send me a test", "Sending…", "btn btn-secondary")}
          </div>
        </Form>
      </SiteCard>
      <OwnerActionToast />
    </SitePage>
  );
}
