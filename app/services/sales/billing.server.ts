import type { AppLoadContext } from "@remix-run/cloudflare";
import { billingLinkPage, billingPage } from "~/content/billing";
import { billingLinkMessage } from "~/lib/email-messages";
import type { Toast } from "~/content/types";
import { emailAddress, submittedValues, type FieldErrors, type SubmittedValues } from "~/lib/form-fields";
import { parseFields } from "~/lib/field-schemas";
import { linkOrigin, publicOrigin } from "~/lib/seo";
import { normalAddress, signToken, verifyToken } from "~/lib/signed-token";
import { rateLimit, rateLimitToast, retryAfterHeaders } from "~/server/rate-limit.server";
import * as clock from "~/lib/clock";
import { RECIPIENT_CAP } from "~/services/email/outbox.server";
import { signatureFor } from "~/services/email/signature.server";

/**
 * Cancel anytime: /billing emails a subscriber a one-time link (signed, one hour, used once) when
 * the address has a monthly plan, and answers the same either way; the link's page posts on to a
 * Stripe Billing Portal session for that customer, returning to /billing.
 */

export const BILLING_PATH = "/billing";
export const BILLING_LINK_PATH = "/billing/portal";
export const BILLING_LINK_MS = 60 * 60 * 1000;

export const billingFields = {
  email: emailAddress({
    label: billingPage.emailLabel,
    message: billingPage.emailMessage,
    maxLength: 320,
    tooLong: billingPage.emailMessage,
  }),
};

type Args = { request: Request; context: AppLoadContext };

function nonce(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("");
}

/** What /billing's form shows after a refused post. */
export interface BillingFormData {
  values: SubmittedValues;
  errors: FieldErrors;
  toast: Toast;
}

type BillingAnswer = { status: 303 } | (BillingFormData & { status: number; headers?: HeadersInit });

/** POST /billing: 303 with the same toast, at once, whether or not the address has a plan. */
export async function requestBillingLink(args: Args): Promise<BillingAnswer> {
  const { request, context } = args;
  const formData = await request.formData();
  const values = submittedValues(formData, billingFields);
  const limit = await rateLimit("billing", request, context);
  if (!limit.ok) {
    return { status: 429, values, errors: {}, toast: rateLimitToast(limit), headers: retryAfterHeaders(limit) };
  }
  const parsed = parseFields(billingFields, Object.fromEntries(formData));
  if (!parsed.success) return { status: 400, values, errors: parsed.errors, toast: billingPage.invalid };
  const address = normalAddress(parsed.output.email);
  // The lookup, the link and its email happen after the answer: 303 at once, as long, either way.
  context.waitUntil(
    sendBillingLink(args, address).catch((error: unknown) => {
      console.error(`Billing link not sent: ${error instanceof Error ? error.message : String(error)}`);
    }),
  );
  return { status: 303 };
}

/** A one-time link to the address, when it has a monthly plan (capped per address, like every confirmation). */
async function sendBillingLink(args: Args, address: string): Promise<void> {
  const { context } = args;
  const { orders, email } = context.services;
  const links = context.services.billingLinks;
  const order = orders && links ? await orders.subscriptionByEmail(address) : null;
  if (!order || !links) return;
  const now = clock.now();
  const id = nonce();
  const expiresAt = new Date(now.getTime() + BILLING_LINK_MS);
  // Past the cap nothing is written (no link row, no email): a stranger's posts fill no table.
  if (!(await links.create({ nonce: id, email: address, expiresAt, createdAt: now }, RECIPIENT_CAP))) return;
  const token = await signToken(context.config.sessionSecret, {
    purpose: "billing",
    address,
    list: "",
    expiresAt: expiresAt.getTime(),
    nonce: id,
  });
  const url = `${linkOrigin(args)}${BILLING_LINK_PATH}?t=${token}`;
  await email.send(billingLinkMessage({ to: address, url, signature: await signatureFor(context) }), {
    idempotencyKey: `billing-${id}`,
    kind: "billing-link",
    capped: true,
  });
}

export type BillingLinkPage = { status: number; title: string; text: string; form: boolean };

async function readBillingLink(args: Args) {
  const token = new URL(args.request.url).searchParams.get("t");
  return verifyToken(args.context.config.sessionSecret, token, "billing", clock.now());
}

const page = (status: number, title: string, text: string, form = false): BillingLinkPage => ({
  status,
  title,
  text,
  form,
});
const bad = () => page(400, billingLinkPage.badTitle, billingLinkPage.badText);
const expired = () => page(410, billingLinkPage.expiredTitle, billingLinkPage.expiredText);

/** GET /billing/portal?t=…: a button (a mail scanner's visit does not use up the link). */
export async function billingLinkQuestion(args: Args): Promise<BillingLinkPage> {
  const check = await readBillingLink(args);
  if (!check.ok) return check.reason === "expired" ? expired() : bad();
  return page(200, billingLinkPage.title, billingLinkPage.text, true);
}

/** POST /billing/portal?t=…: the link used once, then 303 to the customer's Billing Portal session. */
export async function openBillingPortal(args: Args): Promise<{ redirect: string } | BillingLinkPage> {
  const check = await readBillingLink(args);
  if (!check.ok) return check.reason === "expired" ? expired() : bad();
  const { orders, payments } = args.context.services;
  const links = args.context.services.billingLinks;
  const failed = page(502, billingLinkPage.failedTitle, billingLinkPage.failedText);
  if (!orders || !links) return failed;
  try {
    if (!(await links.use(check.claims.nonce, check.claims.address, clock.now()))) {
      return page(410, billingLinkPage.usedTitle, billingLinkPage.usedText);
    }
    const order = await orders.subscriptionByEmail(check.claims.address);
    if (!order?.customerId) return failed;
    return { redirect: await payments.billingPortalUrl(order.customerId, `${publicOrigin(args)}${BILLING_PATH}`) };
  } catch (error) {
    console.error(`Billing Portal not opened: ${error instanceof Error ? error.message : String(error)}`);
    return failed;
  }
}
