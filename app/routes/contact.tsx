import { json, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import { contactPage } from "~/content/contact";
import { seoMeta, type PageSeo } from "~/lib/seo";
import { contactForm } from "~/services/leads/lead-forms.server";
import { answerLeadPost, leadFormView, samePage } from "~/services/leads/lead-answer.server";
import { siteView } from "~/services/site/site-view.server";
import { island } from "~/components/ui/island";
import { ContactPage } from "./lazy/contact.server";

export { pageMeta as meta } from "~/root";

export { formHeaders as headers } from "~/lib/form-headers";

const pageSeo: PageSeo = {
  title: "Contact",
  description: "Questions about a digital product, buying or selling a home? Reach our support and real-estate teams.",
};

/** The form below posts here: saved, refused (400) or the store failed (502/503). */
export const action = ({ request, context }: ActionFunctionArgs) =>
  answerLeadPost({ request, context, form: contactForm, returnTo: samePage(request) });

/**
 * The page's words and the form's specs and words, sent as data (decision 0002; the action parses
 * with the same definition).
 */
export async function loader(args: LoaderFunctionArgs) {
  const { profile } = await siteView(args.context);
  return json({
    meta: seoMeta(args, pageSeo),
    page: contactPage,
    supportContacts: [profile.support, profile.realEstateContact],
    offices: profile.offices,
    form: leadFormView(contactForm),
  });
}

// The page's body is an island: its code loads when the visitor reaches for it (docs/decisions/0033).
export default island(ContactPage, () => import("./lazy/contact").then((page) => page.ContactPage));
