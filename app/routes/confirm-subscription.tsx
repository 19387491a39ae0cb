import { json, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { NoticePage } from "~/components/ui/notice-page";
import { confirmPage } from "~/content/follow-through";
import { seoMeta } from "~/lib/seo";
import { confirmSubscription } from "~/services/email/unsubscribe.server";

export { pageMeta as meta } from "~/root";

/** A page reached by a personal link: never kept by a cache. */
export const headers = () => ({ "Cache-Control": "no-store" });

const seo = { title: confirmPage.title, description: confirmPage.title, noindex: true };

/** The email list's confirmation link: opening it confirms the address (double opt-in). */
export async function loader(args: LoaderFunctionArgs) {
  const { status, page } = await confirmSubscription(args.request, args.context);
  return json({ meta: seoMeta(args, seo), page }, { status, headers: { "Cache-Control": "no-store" } });
}

export default function ConfirmSubscription() {
  const { page } = useLoaderData<typeof loader>();
  return <NoticePage title={page.title} text={page.text} home={confirmPage.homeLink} />;
}
