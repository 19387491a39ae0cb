import { json, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import { useActionData, useLoaderData } from "@remix-run/react";
import { NoticePage } from "~/components/ui/notice-page";
import { unsubscribePage } from "~/content/follow-through";
import { seoMeta } from "~/lib/seo";
import { countBroadcastUnsubscribe } from "~/services/broadcasts/broadcast-unsubscribes.server";
import { unsubscribeNow, unsubscribeQuestion } from "~/services/email/unsubscribe.server";

export { pageMeta as meta } from "~/root";

/** A page reached by a personal link: never kept by a cache. */
export const headers = () => ({ "Cache-Control": "no-store" });

const seo = { title: unsubscribePage.title, description: unsubscribePage.title, noindex: true };

/** The link in every email that is not a receipt: a page with one button. */
export async function loader(args: LoaderFunctionArgs) {
  const { status, page } = await unsubscribeQuestion(args.request, args.context);
  return json({ meta: seoMeta(args, seo), page }, { status, headers: { "Cache-Control": "no-store" } });
}

/** The button, or a mail provider's one-click POST (List-Unsubscribe=One-Click): 200 once recorded. */
export async function action(args: ActionFunctionArgs) {
  const answer = await unsubscribeNow(args.request, args.context);
  if ("unsubscribed" in answer && answer.unsubscribed)
    await countBroadcastUnsubscribe(args.context, answer.unsubscribed);
  const { status, page } = answer;
  return json({ page }, { status, headers: { "Cache-Control": "no-store" } });
}

export default function Unsubscribe() {
  const question = useLoaderData<typeof loader>().page;
  const answer = useActionData<typeof action>()?.page;
  const page = answer ?? question;
  return (
    <NoticePage title={page.title} text={page.text} home={unsubscribePage.homeLink}>
      {page.form ? (
        // No action attribute: the form posts to this URL, token included.
        <form method="post" className="mt-8">
          <button type="submit" className="btn btn-primary">
            {unsubscribePage.button}
          </button>
        </form>
      ) : null}
    </NoticePage>
  );
}
