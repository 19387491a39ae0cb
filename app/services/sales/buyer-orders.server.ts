import type { AppLoadContext } from "@remix-run/cloudflare";
import { DOWNLOAD_DAYS } from "~/content/downloads";
import { ORDERS_LINK_PATH, ordersLinkPage, ordersPage } from "~/content/orders";
import type { Toast } from "~/content/types";
import * as clock from "~/lib/clock";
import { fillWords } from "~/lib/fill-words";
import { parseFields } from "~/lib/field-schemas";
import { emailAddress, submittedValues, type FieldErrors, type SubmittedValues } from "~/lib/form-fields";
import { buyerOrdersView, ordersLinkMessage, type BuyerOrderView } from "~/lib/order-messages";
import { DOWNLOAD_MS, hasDownloads } from "~/lib/orders";
import { linkOrigin } from "~/lib/seo";
import { normalAddress, signToken, verifyToken } from "~/lib/signed-token";
import { rateLimit, rateLimitToast, retryAfterHeaders } from "~/server/rate-limit.server";
import { signatureFor } from "~/services/email/signature.server";

/**
 * Your downloads again: /orders takes an address and answers the same, at once, whatever it is;
 * after the answer (waitUntil), an address with paid orders gets one email (capped per address,
 * like every confirmation) with a signed link, good for DOWNLOAD_DAYS, to /orders/downloads, which
 * lists every paid order of that address with its download links renewed from the moment the
 * email was sent.
 */

export const ordersFields = {
  email: emailAddress({
    label: ordersPage.emailLabel,
    message: ordersPage.emailMessage,
    maxLength: 320,
    tooLong: ordersPage.emailMessage,
  }),
};

type Args = { request: Request; context: AppLoadContext };

/** What /orders' form shows after a refused post. */
export interface OrdersFormData {
  values: SubmittedValues;
  errors: FieldErrors;
  toast: Toast;
}

type OrdersAnswer = { status: 303 } | (OrdersFormData & { status: number; headers?: HeadersInit });

/** POST /orders: 303 with the same toast, at once, whether or not the address has orders. */
export async function requestOrdersLink(args: Args): Promise<OrdersAnswer> {
  const { request, context } = args;
  const formData = await request.formData();
  const values = submittedValues(formData, ordersFields);
  const limit = await rateLimit("orders", request, context);
  if (!limit.ok) {
    return { status: 429, values, errors: {}, toast: rateLimitToast(limit), headers: retryAfterHeaders(limit) };
  }
  const parsed = parseFields(ordersFields, Object.fromEntries(formData));
  if (!parsed.success) return { status: 400, values, errors: parsed.errors, toast: ordersPage.invalid };
  const address = normalAddress(parsed.output.email);
  // The lookup and the email happen after the answer: the same 303, as fast, either way.
  context.waitUntil(
    sendOrdersLink(args, address).catch((error: unknown) => {
      console.error(`Orders link not sent: ${error instanceof Error ? error.message : String(error)}`);
    }),
  );
  return { status: 303 };
}

function nonce(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("");
}

/** One email with a signed link, when the address has paid orders with downloads. */
async function sendOrdersLink(args: Args, address: string): Promise<void> {
  const { orders, email } = args.context.services;
  if (!orders) return;
  const paid = (await orders.paidByEmail(address)).filter(hasDownloads);
  if (paid.length === 0) return;
  const now = clock.now();
  const expiresAt = new Date(now.getTime() + DOWNLOAD_MS);
  const id = nonce();
  const token = await signToken(args.context.config.sessionSecret, {
    purpose: "orders",
    address,
    list: "",
    expiresAt: expiresAt.getTime(),
    nonce: id,
  });
  const url = `${linkOrigin(args)}${ORDERS_LINK_PATH}?t=${token}`;
  await email.send(ordersLinkMessage({ to: address, url, expiresAt, signature: await signatureFor(args.context) }), {
    idempotencyKey: `orders-${id}`,
    kind: "orders-link",
    capped: true,
  });
}

export type OrdersLinkPage =
  | { status: 200; title: string; text: string; orders: BuyerOrderView[]; empty: string | null }
  | { status: number; title: string; text: string; orders: null; empty: null };

const refused = (status: number, title: string, text: string): OrdersLinkPage => ({
  status,
  title,
  text,
  orders: null,
  empty: null,
});

/**
 * GET /orders/downloads?t=…: the address's paid orders, their links renewed to run DOWNLOAD_DAYS
 * from when the email was sent (the token's expiry less those days). Opening it again renews
 * nothing further, so the page is safe for a mail scanner's visit.
 */
export async function buyerOrdersPage(args: Args): Promise<OrdersLinkPage> {
  const token = new URL(args.request.url).searchParams.get("t");
  const check = await verifyToken(args.context.config.sessionSecret, token, "orders", clock.now());
  if (!check.ok) {
    return check.reason === "expired"
      ? refused(
          410,
          ordersLinkPage.expiredTitle,
          fillWords(ordersLinkPage.expiredText, { days: String(DOWNLOAD_DAYS) }),
        )
      : refused(400, ordersLinkPage.badTitle, ordersLinkPage.badText);
  }
  const { orders } = args.context.services;
  const expiresAt = check.claims.expiresAt;
  if (!orders || expiresAt === null) return refused(503, ordersLinkPage.failedTitle, ordersLinkPage.failedText);
  try {
    const sentAt = new Date(expiresAt - DOWNLOAD_MS).toISOString();
    const paid = (await orders.paidByEmail(check.claims.address)).filter(hasDownloads);
    const renewed = await Promise.all(paid.map((order) => orders.renewDownloads(order.id, sentAt)));
    // Her files and her products' titles, as the download links give them.
    const listed = buyerOrdersView(
      renewed.filter((order) => order !== null),
      await args.context.services.site.overrides(),
    );
    return {
      status: 200,
      title: ordersLinkPage.title,
      text: fillWords(ordersLinkPage.text, {
        email: check.claims.address,
        date: new Date(expiresAt).toISOString().slice(0, 10),
      }),
      orders: listed,
      empty: listed.length === 0 ? ordersLinkPage.none : null,
    };
  } catch (error) {
    console.error(`Orders page failed: ${error instanceof Error ? error.message : String(error)}`);
    return refused(503, ordersLinkPage.failedTitle, ordersLinkPage.failedText);
  }
}
