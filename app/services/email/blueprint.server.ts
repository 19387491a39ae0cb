import type { AppLoadContext } from "@remix-run/cloudflare";
import { DOWNLOAD_DAYS, blueprintFile, type DownloadFile } from "~/content/downloads";
import { receivesWords } from "~/content/email";
import { blueprintPage } from "~/content/follow-through";
import { blueprintMessage } from "~/lib/email-messages";
import { fillWords } from "~/lib/fill-words";
import type { Lead } from "~/lib/lead-schemas";
import { normalAddress, signToken, verifyToken } from "~/lib/signed-token";
import type { FollowUp } from "~/services/leads/lead-answer.server";
import type { ConsentStatus } from "./consent-records.server";
import { listHeaders } from "./links.server";
import { signatureFor } from "./signature.server";
import { welcomeOnce } from "./welcome.server";
import { linkOrigin } from "~/lib/seo";
import * as clock from "~/lib/clock";

/**
 * The free E-Book Launch Blueprint, delivered as mail tools deliver a lead magnet (an "incentive
 * email"): the form saves the address pending on the email list and sends one email (capped per
 * recipient like every confirmation) whose link opens /blueprint?t=…, a page with one button. Its
 * POST confirms the address on the list and answers with the download, /blueprint/<token>/<file>,
 * served like a purchase's file. The link is signed for the address and works DOWNLOAD_DAYS.
 */

export const BLUEPRINT_PATH = "/blueprint";
const DAY_MS = 24 * 60 * 60 * 1000;

/** The email's link: signed for this address, good for DOWNLOAD_DAYS from `now`. */
export async function blueprintUrl(origin: string, secret: string, address: string, now: Date) {
  const expiresAt = new Date(now.getTime() + DOWNLOAD_DAYS * DAY_MS);
  const token = await signToken(secret, {
    purpose: "blueprint",
    address,
    list: "newsletter",
    expiresAt: expiresAt.getTime(),
    nonce: "",
  });
  return { url: `${origin}${BLUEPRINT_PATH}?t=${token}`, expiresAt };
}

/** Where the button's post sends the browser: the file, under the same token. */
export function blueprintDownloadPath(token: string, file: DownloadFile = blueprintFile): string {
  return `${BLUEPRINT_PATH}/${encodeURIComponent(token)}/${encodeURIComponent(file.key)}`;
}

/**
 * The form's follow-up, after the answer: the address is saved pending on the email list (as the
 * list's own form does) and gets the blueprint's email, at most one an hour and three a day.
 */
export function blueprintFollowUp(context: AppLoadContext): FollowUp {
  return {
    async run(lead: Lead, origin: string) {
      const { consent, email } = context.services;
      const address = normalAddress(lead.email);
      const now = clock.now();
      if (consent) {
        try {
          await consent.signUp({ email: address, list: "newsletter", name: lead.name }, now);
        } catch (error) {
          // The button still confirms: it records the address if the form could not.
          console.error(`Blueprint sign-up not recorded: ${error instanceof Error ? error.message : String(error)}`);
        }
      }
      const secret = context.config.sessionSecret;
      const link = await blueprintUrl(origin, secret, address, now);
      const { headers } = await listHeaders(origin, secret, address, "newsletter");
      const signature = await signatureFor(context);
      await email.send(blueprintMessage({ to: address, url: link.url, expiresAt: link.expiresAt, signature }), {
        // One message per hour at most: the hour of this post names it.
        idempotencyKey: `blueprint-${address}-${now.toISOString().slice(0, 13)}`,
        kind: "blueprint",
        headers,
        capped: true,
      });
      return [receivesWords.blueprint];
    },
  };
}

export type BlueprintPage = { title: string; text: string; form: boolean; again: boolean };

type Refused = { ok: false; status: number; page: BlueprintPage };
type Checked = { ok: true; email: string; token: string } | Refused;

const refused = (status: number, title: string, text: string): Refused => ({
  ok: false,
  status,
  page: { title, text, form: false, again: true },
});

async function readToken(token: unknown, context: AppLoadContext): Promise<Checked> {
  const check = await verifyToken(context.config.sessionSecret, token, "blueprint", clock.now());
  if (check.ok) return { ok: true, email: check.claims.address, token: token as string };
  if (check.reason === "expired") {
    return refused(
      410,
      blueprintPage.expiredTitle,
      fillWords(blueprintPage.expiredText, { days: String(DOWNLOAD_DAYS) }),
    );
  }
  return refused(400, blueprintPage.badTitle, blueprintPage.badText);
}

const tokenOf = (request: Request) => new URL(request.url).searchParams.get("t");

/** GET /blueprint: the question and its one button; nothing changes (a mail scanner's visit confirms nothing). */
export async function blueprintQuestion(
  request: Request,
  context: AppLoadContext,
): Promise<{ status: number; page: BlueprintPage }> {
  const link = await readToken(tokenOf(request), context);
  if (!link.ok) return link;
  return {
    status: 200,
    page: {
      title: blueprintPage.title,
      text: fillWords(blueprintPage.intro, { email: link.email }),
      form: true,
      again: false,
    },
  };
}

/**
 * POST /blueprint (the button): the address is confirmed on the email list (recorded first if the
 * form could not) and sent to the download. An address that unsubscribed after the
 * email was sent stays unsubscribed and still gets its file.
 */
export async function takeBlueprint(
  request: Request,
  context: AppLoadContext,
): Promise<{ ok: true; location: string } | { ok: false; status: number; page: BlueprintPage }> {
  const link = await readToken(tokenOf(request), context);
  if (!link.ok) return link;
  const { consent } = context.services;
  if (consent) {
    const now = clock.now();
    let status: ConsentStatus | null;
    try {
      status = await consent.confirm(link.email, "newsletter", now);
      if (status === null) {
        await consent.signUp({ email: link.email, list: "newsletter", name: "" }, now);
        status = await consent.confirm(link.email, "newsletter", now);
      }
    } catch (error) {
      console.error(`Blueprint address not confirmed: ${error instanceof Error ? error.message : String(error)}`);
      return {
        ok: false,
        status: 503,
        page: { title: blueprintPage.failedTitle, text: blueprintPage.failedText, form: true, again: false },
      };
    }
    // Confirmed on the list: its welcome, once per address.
    if (status === "confirmed") await welcomeOnce(context, link.email, linkOrigin({ request, context }));
  }
  return { ok: true, location: blueprintDownloadPath(link.token) };
}

/** GET /blueprint/<token>/<file>: the file when the token is good and names the blueprint's file. */
export async function blueprintDownload(
  token: unknown,
  fileKey: unknown,
  context: AppLoadContext,
): Promise<{ ok: true; file: DownloadFile } | { ok: false; status: number; page: BlueprintPage }> {
  const link = await readToken(token, context);
  if (!link.ok) return link;
  if (fileKey !== blueprintFile.key) return refused(404, blueprintPage.badTitle, blueprintPage.badText);
  return { ok: true, file: blueprintFile };
}
