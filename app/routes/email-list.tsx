import { json, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import { EMAIL_LIST_COPY } from "~/content/lead-forms";
import type { RouteHandle } from "~/lib/layout";
import { emailListForm } from "~/services/leads/lead-forms.server";
import { seoMeta, type PageSeo } from "~/lib/seo";
import { answerLeadPost } from "~/services/leads/lead-answer.server";
import { newsletterFollowUp } from "~/services/email/subscriptions.server";
import { island } from "~/components/ui/island";
import { EmailListPage } from "./lazy/email-list.server";

export { pageMeta as meta } from "~/root";

export { formHeaders as headers } from "~/lib/form-headers";

/**
 * The footer form's action. It sends the visitor back to the page they came from (`returnTo`,
 * checked to be on this site). Without JavaScript a refusal is answered here, with the form.
 */
export const action = ({ request, context }: ActionFunctionArgs) =>
  answerLeadPost({
    request,
    context,
    form: emailListForm,
    returnTo: (formData) => formData.get("returnTo"),
    followUp: newsletterFollowUp(context),
  });

const pageSeo: PageSeo = {
  title: EMAIL_LIST_COPY.pageTitle,
  description: EMAIL_LIST_COPY.pageDescription,
  noindex: true,
};

/** The page's words travel as data (decision 0002). */
export const loader = (args: LoaderFunctionArgs) =>
  json({
    meta: seoMeta(args, pageSeo),
    words: { title: EMAIL_LIST_COPY.pageTitle, intro: EMAIL_LIST_COPY.intro, backLink: EMAIL_LIST_COPY.backLink },
  });

// The form is the page: the footer would repeat it.
export const handle: RouteHandle = { footer: false };

// The page's body is an island: its code loads when the visitor reaches for it (docs/decisions/0033).
export default island(EmailListPage, () => import("./lazy/email-list").then((page) => page.EmailListPage));
