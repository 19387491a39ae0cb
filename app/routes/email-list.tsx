import { json, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import { useActionData, useLoaderData } from "@remix-run/react";
import { Link } from "~/components/ui/link";
import { EmailListForm } from "~/components/forms/email-list-form";
import { EMAIL_LIST_COPY } from "~/content/lead-forms";
import type { RouteHandle } from "~/lib/layout";
import { emailListForm } from "~/services/leads/lead-forms.server";
import { seoMeta, type PageSeo } from "~/lib/seo";
import { answerLeadPost } from "~/services/leads/lead-answer.server";
import { newsletterFollowUp } from "~/services/email/subscriptions.server";

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

export default function EmailListPage() {
  const { words } = useLoaderData<typeof loader>();
  const data = useActionData<typeof action>();
  const returnTo = data?.returnTo ?? "/";
  return (
    <main id="main" className="mx-auto w-full max-w-xl flex-1 px-4 py-12 sm:px-6">
      <h1 className="font-display text-4xl font-bold tracking-tight text-slate-900">{words.title}</h1>
      <p className="mt-4 text-lg text-slate-700">{words.intro}</p>
      <div className="mt-8 rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-900/10">
        <EmailListForm initial={data} returnTo={returnTo} tone="light" standalone />
      </div>
      <p className="mt-6">
        <Link to={returnTo} className="font-semibold text-brand-700 underline-offset-4 hover:underline">
          {words.backLink}
        </Link>
      </p>
    </main>
  );
}
