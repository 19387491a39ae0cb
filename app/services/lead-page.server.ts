import { json, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import type { Fields } from "~/lib/form-fields";
import type { LeadForm } from "~/lib/lead-schemas";
import { seoMeta, type PageSeo } from "~/lib/seo";
import { answerLeadPost, leadFormView, samePage } from "./leads-form.server";

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

/** The page's own form posts here: saved, refused (400) or the store failed (502/503). */
export function answerLeadPage<F extends Fields>({ request, context }: ActionFunctionArgs, form: LeadForm<F>) {
  return answerLeadPost({ request, context, form, returnTo: samePage(request) });
}
