import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { newSubmissionId, SUBMISSION_ID_FIELD } from "~/lib/lead-submission";
import { ORIGIN, useTestApp } from "../support/harness/app";
import { decode, elementWith, textOf } from "../support/harness/html";
import { OFFER_PRICE_VARS } from "../support/harness/app-with-stripe";
import {
  freshOwnerEachTest,
  ownerBrowser,
  signInOwnerAtAal2,
  type OwnerBrowser,
} from "../support/harness/owner-browser";
import type { StandIn } from "../support/stand-ins/stand-in";
import { sentEmails, startResendStandIn } from "../support/stand-ins/resend";
import {
  completeSession,
  priceCreations,
  productRequests,
  sessionObject,
  sessionRequests,
  signedEvent,
  STAND_IN_BUYER,
  startStripeStandIn,
  stripeHandler,
  WEBHOOK_SECRET,
} from "../support/stand-ins/stripe";

/**
 * A product she makes herself (/owner/products), through the real build on local D1 and R2 with
 * the Stripe and Resend stand-ins: made whole or refused with what she typed kept, its address
 * checked against the site's pages, its draft seen only by her, put on sale only with a price and
 * a file, then bought through /buy, the signed webhook, the order, the email and the download.
 */

let stripe: StandIn;
let resend: StandIn;
beforeAll(async () => {
  stripe = await startStripeStandIn();
  resend = await startResendStandIn();
});
afterAll(async () => {
  await stripe?.close();
  await resend?.close();
});

const app = useTestApp(() => ({
  ENVIRONMENT: "development",
  STRIPE_SECRET_KEY: "sk_test_new_products",
  STRIPE_API_URL: stripe.url,
  STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
  RESEND_API_KEY: "re_test_key",
  RESEND_API_URL: resend.url,
  EMAIL_FROM: "Faith & Wealth <orders@example.com>",
  ...OFFER_PRICE_VARS,
}));
freshOwnerEachTest(app, "site_versions", "orders", "outbox", "page_counts", "leads");

let owner: OwnerBrowser;
beforeEach(async () => {
  stripe.requests.length = 0;
  stripe.setHandler(stripeHandler);
  resend.requests.length = 0;
  owner = ownerBrowser(app);
  await signInOwnerAtAal2(owner);
});

const bytes = (text: string) => new TextEncoder().encode(text) as Uint8Array<ArrayBuffer>;
const PDF = bytes("%PDF-1.7 the workbook, first edition\n%%EOF");
const PNG = Uint8Array.from(
  atob("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg=="),
  (c) => c.charCodeAt(0),
);
const EXE = new Uint8Array([0x4d, 0x5a, 0x90, 0x00, 0x03, 0x00, 0x00, 0x00, ...new Array(64).fill(0)]);

const WORDS = {
  title: "Money Moves Workbook",
  slug: "",
  tagline: "Twelve weeks to a budget that works",
  promise: "Take charge of your money in twelve weeks.\n\nOne page a week.",
  inside: "- 12 weekly worksheets\n- A debt payoff planner",
  for_whom: "Anyone starting over with money.",
  faq: "Is it printable?\nYes, every page prints on letter paper.",
  interval: "one-time",
  tab: "ebooks",
};

/** A multipart post of the product form, as the page sends it. */
async function postProduct(path: string, fields: Record<string, string>, files: Record<string, File> = {}) {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.append(name, value);
  for (const [name, file] of Object.entries(files)) body.append(name, file);
  return app.fetch(path, { method: "POST", body, headers: { Cookie: owner.cookies, Origin: ORIGIN } });
}

const create = (fields: Record<string, string>, files: Record<string, File> = {}) =>
  postProduct("/owner/products/new", { intent: "create", ...WORDS, ...fields }, files);

const pdf = () => new File([PDF], "workbook.pdf", { type: "application/pdf" });
const png = () => new File([PNG], "cover.png", { type: "image/png" });

const fieldErrors = (html: string) =>
  Object.fromEntries(
    [...html.matchAll(/id="product-([a-z_]+)-error"[^>]*>([^<]*)</g)].map((m) => [m[1], decode(m[2])]),
  );

async function products() {
  const row = await app.env.LEADS_DB.prepare(
    "SELECT value FROM site_versions WHERE section = 'products' ORDER BY id DESC LIMIT 1",
  ).first<{ value: string }>();
  return row ? (JSON.parse(row.value) as Record<string, Record<string, unknown>>) : {};
}

describe("a new product", () => {
  it("has its form, list and page for her at aal2, and the sign-in for anyone else", async () => {
    const form = await owner.get("/owner/products/new");
    expect(form.status).toBe(200);
    const html = await form.text();
    for (const name of [
      "title",
      "slug",
      "tagline",
      "promise",
      "inside",
      "for_whom",
      "faq",
      "amount",
      "interval",
      "cover",
      "file",
      "tab",
      "status",
    ])
      expect(html).toContain(`name="${name}"`);
    expect((await owner.get("/owner/products")).status).toBe(200);
    expect((await app.fetch("/owner/products/new")).status).toBe(302);
    expect((await create({ status: "draft" }, { file: pdf() })).status).toBe(303);
    const page = await owner.get("/owner/products/money-moves-workbook");
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('data-files="money-moves-workbook"');
    expect((await owner.get("/owner/products/no-such-product")).status).toBe(404);
  });

  it("is made as a draft with its cover and file: her preview shows it, visitors get a 404", async () => {
    const made = await create({ status: "draft", amount: "19" }, { cover: png(), file: pdf() });
    expect(made.status).toBe(303);
    expect(made.headers.get("Location")).toBe("/owner/products/money-moves-workbook");
    const stored = (await products())["money-moves-workbook"];
    expect(stored).toMatchObject({ title: "Money Moves Workbook", status: "draft", cents: 1900, tab: "ebooks" });
    expect((stored.files as unknown[]).length).toBe(1);
    expect(String((stored.cover as { src: string }).src)).toMatch(/^\/site\/photo\/[0-9a-f]{64}\.png$/);
    // One Product and one Price in Stripe, named after her product.
    expect(productRequests(stripe)).toHaveLength(1);
    expect(new URLSearchParams(productRequests(stripe)[0].body).get("name")).toBe("Money Moves Workbook");
    expect(new URLSearchParams(priceCreations(stripe)[0].body).get("unit_amount")).toBe("1900");

    expect((await app.fetch("/product/money-moves-workbook")).status).toBe(404);
    const list = await (await owner.get("/owner/products")).text();
    expect(textOf(elementWith(list, 'data-product="money-moves-workbook"')!)).toContain("Draft");
    const preview = await owner.get("/owner/products/money-moves-workbook/preview");
    expect(preview.status).toBe(200);
    const html = await preview.text();
    expect(html).toContain("Preview: only you see this page");
    expect(html).toContain("Take charge of your money in twelve weeks.");
    expect(html).toContain('name="robots" content="noindex"');
    // Her preview is hers: without her session it is the sign-in.
    expect((await app.fetch("/owner/products/money-moves-workbook/preview")).status).toBe(302);
  });

  it("refuses a missing title, a bad price and an executable file with 400, keeping what she typed", async () => {
    const refused = await create(
      { title: "", slug: "workbook", amount: "nineteen", status: "draft" },
      { file: new File([EXE], "workbook.pdf") },
    );
    expect(refused.status).toBe(400);
    const html = await refused.text();
    const errors = fieldErrors(html);
    expect(errors.title).toMatch(/title/);
    expect(errors.amount).toMatch(/dollars/);
    expect(errors.file).toMatch(/PDF, EPUB, ZIP, MP3 or MP4/);
    expect(html).toContain("Take charge of your money in twelve weeks.");
    expect(html).toContain('value="nineteen"');
    expect(await products()).toEqual({});
    expect(priceCreations(stripe)).toHaveLength(0);
  });

  it("refuses an address that is already a page, an offer or one of her products", async () => {
    for (const slug of ["funding-bundle", "ai-playbook", "new"]) {
      const refused = await create({ slug, status: "draft" });
      expect(refused.status).toBe(400);
      expect(fieldErrors(await refused.text()).slug).toContain(`/product/${slug} is already a page of the site`);
    }
    expect((await create({ status: "draft" })).status).toBe(303);
    const again = await create({ status: "draft" });
    expect(again.status).toBe(400);
    expect(fieldErrors(await again.text()).slug).toContain("already one of your products");
    expect((await create({ slug: "Not An Address!", status: "draft" })).status).toBe(400);
  });

  it("goes on sale only with a price Stripe made and, bought once, a file", async () => {
    const noPrice = await create({ status: "on-sale" }, { file: pdf() });
    expect(noPrice.status).toBe(400);
    expect(fieldErrors(await noPrice.text()).status).toMatch(/price/);
    const noFile = await create({ status: "on-sale", amount: "19" });
    expect(noFile.status).toBe(400);
    expect(fieldErrors(await noFile.text()).status).toMatch(/file/);
    expect(await products()).toEqual({});
    // A monthly plan needs no file.
    expect((await create({ status: "on-sale", amount: "9", interval: "month", slug: "money-club" })).status).toBe(303);
    // Stripe down: nothing is made, 502 beside the price.
    stripe.setHandler((_request, response) => {
      response.writeHead(500, { "Content-Type": "application/json" });
      response.end(JSON.stringify({ error: { type: "api_error", message: "down" } }));
    });
    const down = await create({ status: "on-sale", amount: "19" }, { file: pdf() });
    expect(down.status).toBe(502);
    expect(fieldErrors(await down.text()).amount).toMatch(/nothing was changed/);
    expect(Object.keys(await products())).toEqual(["money-club"]);
  });

  it("on sale, is bought through /buy, the signed webhook, the order, the email and the download", async () => {
    expect((await create({ status: "on-sale", amount: "19.00" }, { cover: png(), file: pdf() })).status).toBe(303);
    const page = await app.fetch("/product/money-moves-workbook");
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain("<h1");
    expect(html).toContain("Money Moves Workbook");
    expect(html).toContain("Is it printable?");
    expect(html).toContain('data-testid="buy-bar"');
    expect(html).toContain('data-testid="sales-disclaimer"');
    expect(html).toMatch(/"@type":"Product","name":"Money Moves Workbook"[^<]*"price":"19.00"/);
    expect(html).toMatch(/src="\/site\/photo\/[0-9a-f]{64}\.png"/);
    const home = await (await app.fetch("/?products=ebooks")).text();
    expect(home).toContain('href="/product/money-moves-workbook"');
    const sitemap = await (await app.fetch("/sitemap.xml")).text();
    expect(sitemap).toContain(`${ORIGIN}/product/money-moves-workbook</loc>`);

    const buy = await app.post("/buy", { offer: "money-moves-workbook", returnTo: "/product/money-moves-workbook" });
    expect(buy.status).toBe(303);
    const sessionId = /cs_test_\d+$/.exec(buy.headers.get("Location") ?? "")![0];
    const asked = new URLSearchParams(sessionRequests(stripe)[0].body);
    expect(asked.get("mode")).toBe("payment");
    expect(asked.get("metadata[offer]")).toBe("money-moves-workbook");
    expect(asked.get("line_items[0][price]")).toBe((await products())["money-moves-workbook"].priceId);

    completeSession(sessionId);
    const event = await signedEvent("checkout.session.completed", sessionObject(sessionId));
    const delivered = await app.fetch("/webhooks/stripe", {
      method: "POST",
      body: event.body,
      headers: { "Content-Type": "application/json", "Stripe-Signature": event.signature },
    });
    expect(delivered.status).toBe(200);
    await app.settle();
    const order = await app.env.LEADS_DB.prepare("SELECT * FROM orders WHERE session_id = ?1")
      .bind(sessionId)
      .first<Record<string, string>>();
    expect(order).toMatchObject({ offer: "money-moves-workbook", status: "paid" });
    const email = sentEmails(resend).find((sent) => sent.to[0] === STAND_IN_BUYER.email)!;
    expect(email.subject).toContain("Money Moves Workbook");
    const link = /\/download\/[A-Za-z0-9_-]{43}\/[A-Za-z0-9._-]+/.exec(email.text)![0];
    const download = await app.fetch(link);
    expect(download.status).toBe(200);
    expect(new Uint8Array(await download.arrayBuffer())).toEqual(PDF);

    // Removed with an order: off the site, the buyer's link still downloads.
    const removed = await postProduct("/owner/products/money-moves-workbook", { intent: "remove", confirm: "yes" });
    expect(removed.status).toBe(303);
    expect((await app.fetch("/product/money-moves-workbook")).status).toBe(404);
    expect(await (await app.fetch("/sitemap.xml")).text()).not.toContain("money-moves-workbook");
    expect((await app.fetch(link)).status).toBe(200);
    expect(
      (await app.post("/buy", { offer: "money-moves-workbook", returnTo: "/product/money-moves-workbook" })).status,
    ).toBe(400);
  });

  it("coming soon, shows its page with a waitlist form instead of its buy button, and keeps who asked", async () => {
    expect((await create({ status: "coming-soon" })).status).toBe(303);
    const html = await (await app.fetch("/product/money-moves-workbook")).text();
    expect(html).toContain('data-waitlist="money-moves-workbook"');
    expect(html).not.toMatch(/action="\/buy"/);
    const asked = await app.post("/waitlist", {
      offer: "money-moves-workbook",
      returnTo: "/product/money-moves-workbook",
      name: "Ada Reader",
      email: "ada@example.com",
      [SUBMISSION_ID_FIELD]: newSubmissionId(),
    });
    expect(asked.status).toBe(303);
    await app.settle();
    const lead = await app.env.LEADS_DB.prepare("SELECT interest FROM leads WHERE email = 'ada@example.com'").first<{
      interest: string;
    }>();
    expect(lead?.interest).toBe("Money Moves Workbook");
    expect((await app.post("/buy", { offer: "money-moves-workbook", returnTo: "/" })).status).toBe(409);
  });

  it("is named by the launch check on /owner while it lacks a cover or a price", async () => {
    expect((await create({ status: "draft" })).status).toBe(303);
    const html = await (await owner.get("/owner")).text();
    expect(textOf(elementWith(html, 'data-item="products"')!)).toContain("Money Moves Workbook (no cover, no price)");
  });

  it("keeps both of two products made at the same moment (neither saves over the other)", async () => {
    const [one, two, three] = await Promise.all([
      create({ status: "draft", slug: "first-workbook" }),
      create({ status: "draft", slug: "second-workbook" }),
      create({ status: "draft", slug: "third-workbook" }),
    ]);
    expect([one.status, two.status, three.status]).toEqual([303, 303, 303]);
    expect(Object.keys(await products()).sort()).toEqual(["first-workbook", "second-workbook", "third-workbook"]);
  });

  it("keeps the product as it was when a new file is refused", async () => {
    expect((await create({ status: "draft" }, { file: pdf() })).status).toBe(303);
    const before = await products();
    const refused = await postProduct(
      "/owner/products/money-moves-workbook?intent=upload-file&offer=money-moves-workbook",
      { intent: "upload-file", offer: "money-moves-workbook" },
      { file: new File([EXE], "more.pdf") },
    );
    expect(refused.status).toBe(400);
    expect(await products()).toEqual(before);
  });
});
