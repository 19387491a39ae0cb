import { beforeEach, describe, expect, it } from "vitest";
import { ownerTime } from "~/lib/owner-time";
import { ORIGIN } from "../support/harness/app";
import { useTestAppWithStripe } from "../support/harness/app-with-stripe";
import { decode, elementWith, textOf } from "../support/harness/html";
import { priceCreations, priceUpdates, prices, productRequests, sessionRequests } from "../support/stand-ins/stripe";
import {
  freshOwnerEachTest,
  ownerBrowser,
  signInOwnerAtAal2,
  type OwnerBrowser,
} from "../support/harness/owner-browser";

/**
 * The files buyers get, as the owner manages them on /owner/site/offers (local D1 and R2 through
 * the real build): uploads judged by their bytes, a new edition behind the links buyers already
 * hold, the name they save, removal after a tick, and a post too large refused unread. Then a
 * price typed in dollars, made in Stripe (the stand-in) and used at once.
 */

const { app, stripe } = useTestAppWithStripe("sk_test_owner_products", { ENVIRONMENT: "development" });
freshOwnerEachTest(app, "site_versions", "orders");

let owner: OwnerBrowser;
beforeEach(async () => {
  owner = ownerBrowser(app);
  await signInOwnerAtAal2(owner);
  const bucket = app.env.DOWNLOADS as R2Bucket;
  const earlier = await bucket.list({ prefix: "offers/" });
  if (earlier.objects.length > 0) await bucket.delete(earlier.objects.map((object) => object.key));
  await bucket.put("ai-playbook.pdf", SHIPPED, { httpMetadata: { contentType: "application/pdf" } });
});

const bytes = (text: string) => new TextEncoder().encode(text) as Uint8Array<ArrayBuffer>;
const SHIPPED = bytes("%PDF-1.7 the sample the site shipped with");
const EDITION_1 = bytes("%PDF-1.7 first edition, corrected\n%%EOF");
const EDITION_2 = bytes("%PDF-1.7 second edition, corrected again\n%%EOF");
const SVG = bytes('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
const EXE = new Uint8Array([0x4d, 0x5a, 0x90, 0x00, 0x03, 0x00, 0x00, 0x00, ...new Array(64).fill(0)]);

const fieldErrors = (html: string) =>
  [...html.matchAll(/data-testid="field-error"[^>]*>([^<]*)</g)].map((m) => decode(m[1]));

function fileAddress(fields: Record<string, string>): string {
  const params = new URLSearchParams();
  for (const name of ["intent", "offer", "file_id"]) if (fields[name]) params.set(name, fields[name]);
  return `/owner/site/offers?${params.toString()}`;
}

/** A multipart post from the signed-in owner to a file form (its address names its form, as the page's do). */
async function postFile(fields: Record<string, string>, file?: File) {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.append(name, value);
  if (file) body.append("file", file);
  return app.fetch(fileAddress(fields), { method: "POST", body, headers: { Cookie: owner.cookies, Origin: ORIGIN } });
}

/** A paid order of an offer, as fulfilment stores it; its download token. */
async function paidOrder(offer: string): Promise<string> {
  const token = "T".repeat(20) + Math.random().toString(36).slice(2, 12).padEnd(23, "x");
  await app.env.LEADS_DB.prepare(
    "INSERT INTO orders (session_id, offer, mode, status, paid_at, created_at, download_token, buyer_email) VALUES (?, ?, 'payment', 'paid', ?, ?, ?, 'buyer@example.com')",
  )
    .bind(`cs_test_${token}`, offer, new Date().toISOString(), new Date().toISOString(), token)
    .run();
  return token;
}

async function offersPage(): Promise<string> {
  const response = await owner.get("/owner/site/offers");
  expect(response.status).toBe(200);
  return response.text();
}

/** The files listed on an offer's card: id, name and facts. */
function filesOf(html: string, offer: string) {
  const card = html.split(`data-files="${offer}"`)[1]?.split("</section>")[0] ?? "";
  return [
    ...card.matchAll(
      /data-file="([^"]+)"[\s\S]*?data-testid="file-name"[^>]*>([^<]*)<[\s\S]*?data-testid="file-facts"[^>]*>([^<]*)</g,
    ),
  ].map((m) => ({ id: m[1], name: decode(m[2]), facts: decode(m[3]) }));
}

const pdf = (content: Uint8Array<ArrayBuffer>, name = "Corrected.pdf") =>
  new File([content], name, { type: "application/pdf" });

describe("an offer's files", () => {
  it("lists an uploaded PDF with its name, size and date, and a buyer's link downloads it", async () => {
    const token = await paidOrder("ai-playbook");
    const before = filesOf(await offersPage(), "ai-playbook");
    expect(before).toEqual([
      {
        id: "ai-playbook.pdf",
        name: "AI Playbook.pdf",
        facts: "The file the site shipped with (a sample until you upload yours).",
      },
    ]);
    const uploaded = await postFile(
      { intent: "upload-file", offer: "ai-playbook" },
      pdf(EDITION_1, "Bonus Workbook.pdf"),
    );
    expect(uploaded.status).toBe(303);
    expect(uploaded.headers.get("Location")).toBe("/owner/site/offers#offer-ai-playbook");
    const files = filesOf(await offersPage(), "ai-playbook");
    expect(files).toHaveLength(2);
    expect(files[1].name).toBe("Bonus Workbook.pdf");
    expect(files[1].facts).toBe(`${EDITION_1.length} bytes · uploaded ${ownerTime(new Date().toISOString())}`);
    // The buyer's link for the new file (its id, as the success page and email now give it).
    const link = await app.fetch(`/download/${token}/${files[1].id}`);
    expect(link.status).toBe(200);
    expect(new Uint8Array(await link.arrayBuffer())).toEqual(EDITION_1);
    expect(link.headers.get("Content-Type")).toBe("application/pdf");
    expect(link.headers.get("Content-Disposition")).toContain('filename="Bonus Workbook.pdf"');
    // Stored under a key she never typed, beside the offer.
    const listed = await (app.env.DOWNLOADS as R2Bucket).list({ prefix: "offers/ai-playbook/" });
    expect(listed.objects).toHaveLength(1);
    // The shipped file stays beside it, behind its own link.
    const success = await app.fetch(`/download/${token}/ai-playbook.pdf`);
    expect(new Uint8Array(await success.arrayBuffer())).toEqual(SHIPPED);
  });

  it("replaces a shipped file: the link a buyer already holds gives each new edition", async () => {
    const token = await paidOrder("ai-playbook");
    const link = `/download/${token}/ai-playbook.pdf`;
    expect(new Uint8Array(await (await app.fetch(link)).arrayBuffer())).toEqual(SHIPPED);
    const first = await postFile(
      { intent: "replace-file", offer: "ai-playbook", file_id: "ai-playbook.pdf" },
      pdf(EDITION_1),
    );
    expect(first.status).toBe(303);
    expect(new Uint8Array(await (await app.fetch(link)).arrayBuffer())).toEqual(EDITION_1);
    const second = await postFile(
      { intent: "replace-file", offer: "ai-playbook", file_id: "ai-playbook.pdf" },
      pdf(EDITION_2),
    );
    expect(second.status).toBe(303);
    const response = await app.fetch(link);
    expect(new Uint8Array(await response.arrayBuffer())).toEqual(EDITION_2);
    // The name buyers save stays hers (the shipped one), the facts are the new edition's.
    expect(response.headers.get("Content-Disposition")).toContain('filename="AI Playbook.pdf"');
    const [file] = filesOf(await offersPage(), "ai-playbook");
    expect(file).toMatchObject({ id: "ai-playbook.pdf", name: "AI Playbook.pdf" });
    expect(file.facts).toContain(`${EDITION_2.length} bytes · uploaded`);
    // A new buyer gets the same edition from the same file id.
    const later = await paidOrder("ai-playbook");
    expect(new Uint8Array(await (await app.fetch(`/download/${later}/ai-playbook.pdf`)).arrayBuffer())).toEqual(
      EDITION_2,
    );
  });

  it("refuses an SVG and an executable renamed .pdf beside the field, storing nothing", async () => {
    for (const file of [
      new File([SVG], "ebook.pdf", { type: "application/pdf" }),
      new File([EXE], "ebook.pdf", { type: "application/pdf" }),
      new File([SVG], "cover.svg", { type: "image/svg+xml" }),
    ]) {
      const response = await postFile({ intent: "upload-file", offer: "ai-playbook" }, file);
      expect(response.status, file.name).toBe(400);
      const html = await response.text();
      expect(fieldErrors(html)).toEqual([
        "Choose a PDF, EPUB, ZIP, MP3 or MP4 of at most 95 MB: this file is not one of them (its contents are judged, not its name).",
      ]);
      expect(html).toContain('aria-describedby="ai-playbook-file-hint ai-playbook-file-error"');
    }
    const rows = await app.env.LEADS_DB.prepare("SELECT COUNT(*) AS n FROM site_versions").first<{ n: number }>();
    expect(rows?.n).toBe(0);
    expect((await (app.env.DOWNLOADS as R2Bucket).list({ prefix: "offers/" })).objects).toHaveLength(0);
  });

  it("answers a post of 100 MB with 413 beside the field, without reading it", async () => {
    let pulled = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        pulled += 1;
        controller.enqueue(new Uint8Array(64 * 1024));
      },
    });
    const response = await app.fetch("/owner/site/offers?intent=upload-file&offer=ai-playbook", {
      method: "POST",
      body,
      duplex: "half",
      headers: {
        Cookie: owner.cookies,
        Origin: ORIGIN,
        "Content-Type": "multipart/form-data; boundary=x",
        "Content-Length": String(100 * 1024 * 1024),
      },
    } as RequestInit);
    expect(response.status).toBe(413);
    const html = await response.text();
    expect(fieldErrors(html)).toEqual([
      "Choose a PDF, EPUB, ZIP, MP3 or MP4 of at most 95 MB: this one is larger, so nothing was saved.",
    ]);
    expect(html).toContain('aria-describedby="ai-playbook-file-hint ai-playbook-file-error"');
    // At most what a stream asks for ahead of its reader: never the body.
    expect(pulled).toBeLessThan(4);
  });

  it("renames what the buyer saves, keeping the file's type", async () => {
    const token = await paidOrder("ai-playbook");
    const renamed = await postFile({
      intent: "rename-file",
      offer: "ai-playbook",
      file_id: "ai-playbook.pdf",
      name: "The AI Playbook (2027 edition)",
    });
    expect(renamed.status).toBe(303);
    const response = await app.fetch(`/download/${token}/ai-playbook.pdf`);
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Disposition")).toBe(
      `attachment; filename="The AI Playbook (2027 edition).pdf"; filename*=UTF-8''The%20AI%20Playbook%20(2027%20edition).pdf`,
    );
    const empty = await postFile({
      intent: "rename-file",
      offer: "ai-playbook",
      file_id: "ai-playbook.pdf",
      name: " / ",
    });
    expect(empty.status).toBe(400);
    expect(fieldErrors(await empty.text())).toEqual([
      "Give the name the buyer saves it as, such as “Money Moves Workbook”.",
    ]);
  });

  it("removes a file only once she ticks the confirmation", async () => {
    const token = await paidOrder("ai-playbook");
    const unconfirmed = await postFile({ intent: "remove-file", offer: "ai-playbook", file_id: "ai-playbook.pdf" });
    expect(unconfirmed.status).toBe(400);
    expect(fieldErrors(await unconfirmed.text())).toEqual(["Tick “Yes, remove it” to remove AI Playbook.pdf."]);
    expect((await app.fetch(`/download/${token}/ai-playbook.pdf`)).status).toBe(200);
    const removed = await postFile({
      intent: "remove-file",
      offer: "ai-playbook",
      file_id: "ai-playbook.pdf",
      confirm: "yes",
    });
    expect(removed.status).toBe(303);
    const html = await offersPage();
    expect(filesOf(html, "ai-playbook")).toEqual([]);
    expect(html.split('data-files="ai-playbook"')[1]).toContain('data-testid="no-files"');
    expect((await app.fetch(`/download/${token}/ai-playbook.pdf`)).status).toBe(404);
  });

  it("keeps her files when she saves the offer's price and status, and other offers' shipped files", async () => {
    await postFile({ intent: "upload-file", offer: "ai-playbook" }, pdf(EDITION_1, "Extra.pdf"));
    const saved = await owner.post("/owner/site/offers", {
      intent: "save-ai-playbook",
      offer: "ai-playbook",
      status: "on-sale",
    });
    expect(saved.status).toBe(303);
    expect(filesOf(await offersPage(), "ai-playbook").map((file) => file.name)).toEqual([
      "AI Playbook.pdf",
      "Extra.pdf",
    ]);
    // An offer she never touched still serves its shipped file.
    await (app.env.DOWNLOADS as R2Bucket).put("personal-credit-ebook.pdf", SHIPPED);
    const token = await paidOrder("funding-bundle");
    expect((await app.fetch(`/download/${token}/personal-credit-ebook.pdf`)).status).toBe(200);
  });

  it("is the owner's alone: a post without her session stores nothing", async () => {
    const body = new FormData();
    body.append("intent", "upload-file");
    body.append("offer", "ai-playbook");
    body.append("file", pdf(EDITION_1));
    const response = await app.fetch("/owner/site/offers?intent=upload-file&offer=ai-playbook", {
      method: "POST",
      body,
      headers: { Origin: ORIGIN },
    });
    expect([302, 303]).toContain(response.status);
    expect((await (app.env.DOWNLOADS as R2Bucket).list({ prefix: "offers/" })).objects).toHaveLength(0);
  });
});

describe("a price in dollars", () => {
  /** The offer's form as the page sends it, with what she typed. */
  const offerPost = (fields: Record<string, string>) => ({
    intent: "save-ai-playbook",
    offer: "ai-playbook",
    saved_price_id: "",
    price_id: "",
    status: "on-sale",
    headline: "",
    compare_at: "",
    compare_label: "value",
    ...fields,
  });

  it("typing $19 makes one Product and one Price in Stripe, used at once; the next archives it", async () => {
    const saved = await owner.post("/owner/site/offers", offerPost({ amount: "$19", interval: "one-time" }));
    expect(saved.status).toBe(303);
    const [product] = productRequests(stripe());
    expect(productRequests(stripe())).toHaveLength(1);
    expect(new URLSearchParams(product.body).get("name")).toBe("AI Playbook");
    expect(product.headers["idempotency-key"]).toBe("offer-product-ai-playbook");
    const creations = priceCreations(stripe());
    expect(creations).toHaveLength(1);
    const asked = new URLSearchParams(creations[0].body);
    expect(asked.get("unit_amount")).toBe("1900");
    expect(asked.get("currency")).toBe("usd");
    expect(asked.get("recurring[interval]")).toBeNull();
    expect(creations[0].headers["idempotency-key"]).toMatch(/^offer-price-ai-playbook-prod_/);
    // The price it replaces is the site's first (the deploy's): it may be in use elsewhere, so it stays active.
    expect(priceUpdates(stripe())).toHaveLength(0);

    const panel = textOf(
      elementWith(await (await app.fetch("/product/ai-marketing-suite")).text(), 'data-offer="ai-playbook"')!,
    );
    expect(panel).toContain("$19");
    expect(panel).not.toContain("$27");
    // Checkout charges the new price.
    expect(
      (await app.post("/buy", { offer: "ai-playbook", returnTo: "/product/ai-marketing-suite", consent: "yes" }))
        .status,
    ).toBe(303);
    const newId = [...prices.entries()]
      .filter(([id, price]) => id.startsWith("price_standin") && price.unit_amount === 1900)
      .at(-1)![0];
    expect(new URLSearchParams(sessionRequests(stripe())[0].body).get("line_items[0][price]")).toBe(newId);

    // A second price goes on the same Product and archives the first.
    const again = await owner.post(
      "/owner/site/offers",
      offerPost({ amount: "24.00", interval: "one-time", saved_price_id: newId, price_id: newId }),
    );
    expect(again.status).toBe(303);
    expect(productRequests(stripe())).toHaveLength(1);
    expect(priceCreations(stripe())).toHaveLength(2);
    // The price the site made before is archived now.
    const [archive] = priceUpdates(stripe());
    expect(archive.path).toBe(`/v1/prices/${newId}`);
    expect(new URLSearchParams(archive.body).get("active")).toBe("false");
    expect(archive.headers["idempotency-key"]).toMatch(new RegExp(`^archive-${newId}-for-price_`));
    expect(priceUpdates(stripe())).toHaveLength(1);
    const page = await owner.get("/owner/site/offers");
    const html = await page.text();
    expect(html).not.toContain("STRIPE_PRICE_");
  });

  it("refuses an amount that is not one, and a monthly price for an offer bought once, beside their fields", async () => {
    const bad = await owner.post("/owner/site/offers", offerPost({ amount: "nineteen", interval: "month" }));
    expect(bad.status).toBe(400);
    expect(fieldErrors(await bad.text())).toEqual([
      "Give the price in dollars, such as 19 or 19.00 (at least 0.50).",
      "This offer is bought once: choose one-time.",
    ]);
    expect(priceCreations(stripe())).toHaveLength(0);
  });

  it("with no Stripe key, says in words what to do first, and makes nothing", async () => {
    // Her session, on a site without the Stripe key.
    const vars = { STRIPE_SECRET_KEY: undefined };
    const offline = {
      get: (path: string) => app.fetch(path, { headers: { Cookie: owner.cookies }, vars }),
      post: (path: string, fields: Record<string, string>) =>
        app.post(path, fields, { headers: { Cookie: owner.cookies }, vars }),
    };
    const page = await (await offline.get("/owner/site/offers")).text();
    expect(textOf(elementWith(page, 'data-testid="payments-off"')!)).toContain(
      "What to do first: open a Stripe account, copy its secret key",
    );
    expect(page).not.toContain("STRIPE_");
    const refused = await offline.post("/owner/site/offers", offerPost({ amount: "19", interval: "one-time" }));
    expect(refused.status).toBe(400);
    expect(fieldErrors(await refused.text())).toEqual([
      "Connect Stripe first: this site has no Stripe secret key yet, so it cannot make a price. Ask whoever deploys the site to add your Stripe secret key (Stripe's Developers page, API keys), then type the price here again.",
    ]);
    expect(stripe().requests).toHaveLength(0);
  });
});
