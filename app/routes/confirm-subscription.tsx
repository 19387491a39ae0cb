import { json, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import { useActionData, useLoaderData } from "@remix-run/react";
import { NoticePage } from "~/components/ui/notice-page";
import { confirmPage } from "~/content/follow-through";
import { seoMeta } from "~/lib/seo";
import { confirmQuestion, confirmSubscription } from "~/services/email/unsubscribe.server";
import { confirmSeatsByEmail } from "~/services/events/event-mail.server";

export { pageMeta as meta } from "~/root";

/** A page reached by a personal link: never kept by a cache. */
export const headers = () => ({ "Cache-Control": "no-store" });

const seo = { title: confirmPage.title, description: confirmPage.title, noindex: true };

/** The confirmation link: a page with one button (a mail scanner's visit confirms nothing). */
export async function loader(args: LoaderFunctionArgs) {
  const { status, page } = await confirmQuestion(args.request, args.context);
  return json({ meta: seoMeta(args, seo), page }, { status, headers: { "Cache-Control": "no-store" } });
}

/**
 * The button: the pending address is confirmed (double opt-in); after the event's reconfirm
 * request, its registrations' held-back confirmations go.
 */
export async function action(args: ActionFunctionArgs) {
  const { status, page, seatsOf } = await confirmSubscription(args.request, args.context);
  if (seatsOf) await confirmSeatsByEmail(args, seatsOf);
  return json({ page }, { status, headers: { "Cache-Control": "no-store" } });
}

export default function ConfirmSubscription() {
  const question = useLoaderData<typeof loader>().page;
  const answer = useActionData<typeof action>()?.page;
  const page = answer ?? question;
  return (
    <NoticePage title={page.title} text={page.text} home={confirmPage.homeLink}>
      {page.form ? (
        // No action attribute: the form posts to this URL, token included.
        <form method="post" className="mt-8">
          <button type="submit" className="btn btn-primary">
            {"button" in page && page.button ? page.button : confirmPage.button}
          </button>
        </form>
      ) : null}
    </NoticePage>
  );
}
