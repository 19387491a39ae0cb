import type { AppLoadContext } from "@remix-run/cloudflare";
import { confirmPage, listNames, unsubscribePage } from "~/content/follow-through";
import { fillWords } from "~/lib/fill-words";
import { isList, verifyToken, type ListId } from "~/lib/signed-token";
import { linkOrigin } from "~/lib/seo";
import { REGISTRATIONS_NONCE } from "./links.server";
import { welcomeOnce } from "./welcome.server";
import * as clock from "~/lib/clock";

/**
 * What the pages behind the emails' signed links show: /unsubscribe (GET: one button; POST, from
 * the button or a mail provider's one-click, RFC 8058: unsubscribes, no session needed) and
 * /confirm-subscription (GET: one button, so a mail scanner that fetches links confirms nothing;
 * POST, from the button: confirms). A bad link answers 400 with what to do; a store that
 * fails answers 503 with a page asking to try again; never a 500.
 */

/** `button`: the form's own label, when not the page's usual one. */
export type LinkPage = { title: string; text: string; form: boolean; button?: string };

type Checked = { ok: true; email: string; list: ListId; nonce: string } | { ok: false };

async function readLink(
  request: Request,
  context: AppLoadContext,
  purpose: "unsubscribe" | "confirm",
): Promise<Checked> {
  const token = new URL(request.url).searchParams.get("t");
  const check = await verifyToken(context.config.sessionSecret, token, purpose, clock.now());
  if (!check.ok || !isList(check.claims.list)) return { ok: false };
  return { ok: true, email: check.claims.address, list: check.claims.list, nonce: check.claims.nonce };
}

const words = (template: string, email: string, list: ListId) => fillWords(template, { email, list: listNames[list] });

/** GET /unsubscribe: the question and its one button, or what to do with a bad link. */
export async function unsubscribeQuestion(request: Request, context: AppLoadContext) {
  const link = await readLink(request, context, "unsubscribe");
  if (!link.ok)
    return { status: 400, page: { title: unsubscribePage.badTitle, text: unsubscribePage.badText, form: false } };
  return {
    status: 200,
    page: { title: unsubscribePage.title, text: words(unsubscribePage.intro, link.email, link.list), form: true },
  };
}

/** POST /unsubscribe: recorded with its time; every later message of that list stops. */
export async function unsubscribeNow(request: Request, context: AppLoadContext) {
  const link = await readLink(request, context, "unsubscribe");
  if (!link.ok)
    return { status: 400, page: { title: unsubscribePage.badTitle, text: unsubscribePage.badText, form: false } };
  const failed = {
    status: 503,
    page: { title: unsubscribePage.failedTitle, text: unsubscribePage.failedText, form: true },
  };
  const { consent } = context.services;
  if (!consent) return failed;
  try {
    await consent.unsubscribe(link.email, link.list, clock.now());
  } catch (error) {
    console.error(`Unsubscribe not recorded: ${error instanceof Error ? error.message : String(error)}`);
    return failed;
  }
  return {
    status: 200,
    unsubscribed: { email: link.email, nonce: link.nonce },
    page: {
      title: unsubscribePage.doneTitle,
      text: words(unsubscribePage.doneText, link.email, link.list),
      form: false,
    },
  };
}

/** GET /confirm-subscription: the question and its one button; nothing changes. */
export async function confirmQuestion(request: Request, context: AppLoadContext) {
  const link = await readLink(request, context, "confirm");
  if (!link.ok) return { status: 400, page: { title: confirmPage.badTitle, text: confirmPage.badText, form: false } };
  const page =
    link.list === "event"
      ? {
          title: confirmPage.event.title,
          text: words(confirmPage.event.intro, link.email, link.list),
          button: confirmPage.event.button,
        }
      : { title: confirmPage.title, text: words(confirmPage.intro, link.email, link.list) };
  return { status: 200, page: { ...page, form: true } };
}

/**
 * POST /confirm-subscription (its button): the pending address is confirmed. `seatsOf`: the
 * address just confirmed on the event's list through the reconfirm request's link (signed with
 * REGISTRATIONS_NONCE), whose registrations' held-back confirmations the route then sends
 * (services/events), else null: the link in a registration's confirmation joins the list and
 * sends nothing more.
 */
export async function confirmSubscription(
  request: Request,
  context: AppLoadContext,
): Promise<{ status: number; page: LinkPage; seatsOf?: string | null }> {
  const link = await readLink(request, context, "confirm");
  if (!link.ok) return { status: 400, page: { title: confirmPage.badTitle, text: confirmPage.badText, form: false } };
  const failed = { status: 503, page: { title: confirmPage.failedTitle, text: confirmPage.failedText, form: true } };
  const { consent } = context.services;
  if (!consent) return failed;
  let status;
  try {
    status = await consent.confirm(link.email, link.list, clock.now());
  } catch (error) {
    console.error(`Subscription not confirmed: ${error instanceof Error ? error.message : String(error)}`);
    return failed;
  }
  if (status === "confirmed") {
    // The email list's welcome, once per address (the event's list has none).
    if (link.list === "newsletter") await welcomeOnce(context, link.email, linkOrigin({ request, context }));
    const done =
      link.list === "event"
        ? { title: confirmPage.event.confirmedTitle, text: confirmPage.event.confirmedText }
        : { title: confirmPage.confirmedTitle, text: confirmPage.confirmedText };
    return {
      status: 200,
      page: { title: done.title, text: words(done.text, link.email, link.list), form: false },
      seatsOf: link.list === "event" && link.nonce === REGISTRATIONS_NONCE ? link.email : null,
    };
  }
  if (status === "unsubscribed") {
    return {
      status: 200,
      page: {
        title: confirmPage.unsubscribedTitle,
        text: words(confirmPage.unsubscribedText, link.email, link.list),
        form: false,
      },
    };
  }
  return { status: 400, page: { title: confirmPage.badTitle, text: confirmPage.badText, form: false } };
}
