import { json, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import { useActionData, useLoaderData } from "@remix-run/react";
import { NoticePage } from "~/components/ui/notice-page";
import { blueprintPage } from "~/content/follow-through";
import { seoMeta } from "~/lib/seo";
import { blueprintQuestion, takeBlueprint } from "~/services/email/blueprint.server";

export { pageMeta as meta } from "~/root";

/** A page reached by a personal link: never kept by a cache. */
export const headers = () => ({ "Cache-Control": "no-store" });

const seo = { title: blueprintPage.title, description: blueprintPage.title, noindex: true };

/** The blueprint email's link: a page with one button (a mail scanner's visit confirms nothing). */
export async function loader(args: LoaderFunctionArgs) {
  const { status, page } = await blueprintQuestion(args.request, args.context);
  return json({ meta: seoMeta(args, seo), page }, { status, headers: { "Cache-Control": "no-store" } });
}

/** The button: the address is confirmed on the email list, and the browser is sent to the file. */
export async function action(args: ActionFunctionArgs) {
  const taken = await takeBlueprint(args.request, args.context);
  if (taken.ok) return redirect(taken.location, { status: 303, headers: { "Cache-Control": "no-store" } });
  return json({ page: taken.page }, { status: taken.status, headers: { "Cache-Control": "no-store" } });
}

export default function Blueprint() {
  const question = useLoaderData<typeof loader>().page;
  const answer = useActionData<typeof action>()?.page;
  const page = answer ?? question;
  return (
    <NoticePage title={page.title} text={page.text} home={blueprintPage.homeLink}>
      {page.form ? (
        // A plain form (no action attribute: the token stays in the URL): the answer is a file,
        // which the browser downloads, with or without JavaScript.
        <form method="post" className="mt-8">
          <button type="submit" className="btn btn-gold">
            {blueprintPage.button}
          </button>
        </form>
      ) : null}
      {page.again ? (
        <p className="mt-8">
          <a href={blueprintPage.againTo} className="btn btn-primary">
            {blueprintPage.againLabel}
          </a>
        </p>
      ) : null}
    </NoticePage>
  );
}
