import { beforeEach, describe, expect, it } from "vitest";
import { OFFER_KEYS, offerStatusWords } from "~/content/offers";
import { newSubmissionId, SUBMISSION_ID_FIELD } from "~/lib/lead-submission";
import { useTestAppWithStripe } from "../support/harness/app-with-stripe";
import { decode, elementWith, mainOf, textOf, toastText } from "../support/harness/html";
import {
  freshOwnerEachTest,
  ownerBrowser,
  signInOwnerAtAal2,
  type OwnerBrowser,
} from "../support/harness/owner-browser";
import { prices, sessionRequests } from "../support/stand-ins/stripe";

/**
 * The owner's offers (/owner/site/offers) and booking calendar (/owner/site/booking) through the
 * real build on local D1, with the Stripe stand-in: what she saves shows on the public pages, /buy
 * and Checkout follow it, a price Stripe cannot charge as the offer needs is refused, and the
 * booking page's Content-Security-Policy names her calendar's host and no other page's does.
 */

const { app, stripe } = useTestAppWithStripe("sk_test_owner_offers", { ENVIRONMENT: "development" });
freshOwnerEachTest(app, "site_versions", "leads");

let owner: OwnerBrowser;
beforeEach(async () => {
  prices.clear();
  owner = ownerBrowser(app);
  await signInOwnerAtAal2(owner);
});

const page = async (path: string) => {
  const response = await app.fetch(path);
  expect(response.status, path).toBe(200);
  return response.text();
};
const fieldErrors = (html: string) =>
  [...html.matchAll(/data-testid="field-error"[^>]*>([^<]*)</g)].map((m) => decode(m[1]));
const storedVersions = async (section: string) =>
  (
    await app.env.LEADS_DB.prepare("SELECT value FROM site_versions WHERE section = ?")
      .bind(section)
      .all<{ value: string }>()
  ).results;

const PLAN = "homeownership-game-plan";
const PLAN_PAGE = "/product/homeownership-game-plan";

/** One offer's form as she posts it, on sale with nothing else set unless `fields` says so. */
const offerPost = (offer: string, fields: Record<string, string> = {}) => ({
  intent: `save-${offer}`,
  offer,
  price_id: "",
  status: "on-sale",
  headline: "",
  compare_at: "",
  compare_label: "value",
  ...fields,
});

/** The home page's card that holds the plan (the e-books tab). */
async function planCard(): Promise<string> {
  const html = await page("/?products=ebooks");
  const cards = [...html.matchAll(/<article\b[^>]*data-testid="product-card"[\s\S]*?<\/article>/g)].map((m) =>
    textOf(m[0]),
  );
  const card = cards.find((c) => c.includes("Homeownership"));
  expect(card).toBeTruthy();
  return card!;
}

/** The offer's own card on /owner/site/offers. */
async function ownerCard(offer: string): Promise<string> {
  const html = await (await owner.get("/owner/site/offers")).text();
  const card = elementWith(html, `aria-labelledby="offer-${offer}"`);
  expect(card).not.toBeNull();
  return card!;
}

describe("/owner/site/offers", () => {
  it("a sold-out offer says so on its page and its home card, offers the waitlist form, and /buy refuses it", async () => {
    const saved = await owner.post("/owner/site/offers", offerPost(PLAN, { status: "sold-out" }));
    expect(saved.status).toBe(303);

    const html = await page(PLAN_PAGE);
    const waitlist = elementWith(html, `data-waitlist="${PLAN}"`);
    expect(waitlist).not.toBeNull();
    expect(textOf(waitlist!)).toContain(offerStatusWords["sold-out"].badge);
    expect(html).not.toMatch(new RegExp(`<form[^>]*action="/buy"[^>]*data-offer="${PLAN}"`));
    expect(await planCard()).toContain(offerStatusWords["sold-out"].badge);

    const refused = await app.post("/buy", { offer: PLAN, returnTo: PLAN_PAGE, consent: "yes" });
    expect(refused.status).toBe(409);
    expect(decode(await refused.text())).toContain(offerStatusWords["sold-out"].text);
    expect(sessionRequests(stripe())).toHaveLength(0);
    expect(textOf(await ownerCard(PLAN))).toContain("Sold out");

    // On sale again: it sells.
    expect((await owner.post("/owner/site/offers", offerPost(PLAN))).status).toBe(303);
    expect(await planCard()).not.toContain(offerStatusWords["sold-out"].badge);
    const bought = await app.post("/buy", { offer: PLAN, returnTo: PLAN_PAGE, consent: "yes" });
    expect(bought.status).toBe(303);
    expect(sessionRequests(stripe())).toHaveLength(1);
  });

  it("a price id is checked with Stripe; what it charges and its difference from the site's text are shown, and Checkout charges it", async () => {
    prices.set("price_ownerPlan", { unit_amount: 4997 });
    const saved = await owner.post(
      "/owner/site/offers",
      offerPost(PLAN, {
        price_id: "price_ownerPlan",
        headline: "Launch week",
        compare_at: "1,200",
        compare_label: "was",
      }),
    );
    expect(saved.status).toBe(303);
    // Back at the offer she saved, on a page of sixteen.
    expect(saved.headers.get("Location")).toBe(`/owner/site/offers#offer-${PLAN}`);
    // The toast she sees next says what Stripe charges and that the site's text differs.
    const next = await owner.get(saved.headers.get("Location")!);
    const toast = toastText(await next.text());
    expect(toast).toContain("Stripe charges $49.97 one-time");
    expect(toast).toContain("the site's text says $39.97");

    const card = textOf(await ownerCard(PLAN));
    expect(card).toContain("$49.97 one-time");
    // The list at the top of the page goes to every offer and flags this one.
    const jumps = elementWith(await (await owner.get("/owner/site/offers")).text(), 'aria-label="Go to an offer"')!;
    expect([...jumps.matchAll(/href="#offer-([a-z0-9-]+)"/g)].map((m) => m[1])).toEqual([...OFFER_KEYS]);
    const flagged = [...jumps.matchAll(/<li>([\s\S]*?)<\/li>/g)].filter((m) => m[1].includes("Check its price"));
    expect(flagged.map((m) => m[1].match(/href="#offer-([a-z0-9-]+)"/)![1])).toEqual([PLAN]);
    expect(textOf(elementWith(await ownerCard(PLAN), 'data-testid="price-mismatch"')!)).toContain(
      "the site's text says $39.97",
    );

    const html = await page(PLAN_PAGE);
    const main = textOf(mainOf(html));
    expect(main).toContain("$49.97");
    expect(main).toContain("Launch week");
    expect(main).toContain("Was $1,200");

    expect((await app.post("/buy", { offer: PLAN, returnTo: PLAN_PAGE, consent: "yes" })).status).toBe(303);
    const [session] = sessionRequests(stripe());
    expect(new URLSearchParams(session.body).get("line_items[0][price]")).toBe("price_ownerPlan");
  });

  it("a price matching the site's text shows no difference; an empty figure removes the 'value'", async () => {
    prices.set("price_samePlaybook", { unit_amount: 2700 });
    const saved = await owner.post(
      "/owner/site/offers",
      offerPost("ai-playbook", { price_id: "price_samePlaybook", compare_at: "" }),
    );
    expect(saved.status).toBe(303);
    expect(await ownerCard("ai-playbook")).not.toContain('data-testid="price-mismatch"');
    const panel = textOf(elementWith(await page("/product/ai-marketing-suite"), 'data-offer="ai-playbook"')!);
    expect(panel).toContain("$27");
    expect(panel).not.toContain("Value");
  });

  it("refuses a price Stripe cannot charge as the offer needs, beside the field, keeping what she typed", async () => {
    prices.set("price_archived", { unit_amount: 3997, active: false });
    prices.set("price_monthly", { unit_amount: 3997, recurring: { interval: "month" } });
    prices.set("price_once", { unit_amount: 9700 });
    const cases = [
      { offer: PLAN, id: "price_archived", message: "archived (inactive) in Stripe" },
      { offer: PLAN, id: "price_monthly", message: "is sold once: choose a one-time price" },
      { offer: "starter", id: "price_once", message: "is a monthly plan" },
      { offer: PLAN, id: "price_nowhere", message: "Stripe has no price price_nowhere" },
      { offer: PLAN, id: "not-a-price", message: "starts with price_" },
    ];
    for (const c of cases) {
      const refused = await owner.post(
        "/owner/site/offers",
        offerPost(c.offer, { price_id: c.id, status: "sold-out" }),
      );
      expect(refused.status, c.id).toBe(400);
      const html = await refused.text();
      const errors = fieldErrors(html);
      expect(errors, c.id).toHaveLength(1);
      expect(errors[0], c.id).toContain(c.message);
      expect(tagOf(html, `${c.offer}-price_id`), c.id).toContain(`value="${c.id}"`);
    }
    expect(await storedVersions("offers")).toHaveLength(0);
    expect(await planCard()).not.toContain(offerStatusWords["sold-out"].badge);
  });

  it("refuses a bad status, figure or unknown offer with 400, and says so when Stripe cannot be reached (nothing saved)", async () => {
    const bad = await owner.post(
      "/owner/site/offers",
      offerPost(PLAN, { status: "free", compare_at: "lots", headline: "x".repeat(121) }),
    );
    expect(bad.status).toBe(400);
    expect(fieldErrors(await bad.text())).toHaveLength(3);
    expect((await owner.post("/owner/site/offers", offerPost("free-money"))).status).toBe(400);

    stripe().setHandler((_request, response) => void response.destroy());
    const down = await owner.post("/owner/site/offers", offerPost(PLAN, { price_id: "price_ownerPlan" }));
    expect(down.status).toBe(502);
    expect(fieldErrors(await down.text())[0]).toContain("Stripe could not be reached");
    expect(await storedVersions("offers")).toHaveLength(0);
  });

  it("is only for the signed-in owner", async () => {
    const stranger = await app.post("/owner/site/offers", offerPost(PLAN, { status: "hidden" }));
    expect([302, 303]).toContain(stranger.status);
    expect(stranger.headers.get("Location")).toMatch(/^\/owner\/sign-in/);
    expect(await storedVersions("offers")).toHaveLength(0);
  });

  it("is linked from /owner/site with the booking page", async () => {
    const html = await (await owner.get("/owner/site")).text();
    expect(html).toContain('href="/owner/site/offers"');
    expect(html).toContain('href="/owner/site/booking"');
  });
});

/** The opening tag of the element with this id. */
function tagOf(html: string, id: string): string {
  return new RegExp(`<[^>]*\\bid="${id}"[^>]*>`).exec(html)?.[0] ?? "";
}

const CAL = "https://cal.com/ada-obi/strategy";

describe("/owner/site/booking", () => {
  it("her calendar is embedded on /schedule-session, whose CSP alone allows its host; cleared, the request form saves a lead", async () => {
    expect((await owner.post("/owner/site/booking", { intent: "save", scheduling_url: CAL })).status).toBe(303);
    const booking = await app.fetch("/schedule-session");
    const html = await booking.text();
    expect(html).toMatch(new RegExp(`<iframe[^>]*src="${CAL}"`));
    expect(textOf(elementWith(html, 'data-testid="session-facts"')!)).toMatch(/60 minutes.*Free/);
    const frameSrc = (response: Response) =>
      /frame-src ([^;]*)/.exec(response.headers.get("Content-Security-Policy") ?? "")?.[1] ?? "";
    expect(frameSrc(booking).split(" ")).toContain("https://cal.com");
    for (const path of ["/", "/about", "/contact", "/money-moves-live", "/owner/site/booking"]) {
      const other = path.startsWith("/owner") ? await owner.get(path) : await app.fetch(path);
      expect(frameSrc(other), path).not.toContain("cal.com");
    }
    expect(textOf(mainOf(await (await owner.get("/owner/site/booking")).text()))).toContain(CAL);

    expect((await owner.post("/owner/site/booking", { intent: "clear" })).status).toBe(303);
    const cleared = await app.fetch("/schedule-session");
    expect(frameSrc(cleared)).not.toContain("cal.com");
    const form = await cleared.text();
    expect(form).not.toContain("<iframe");
    expect(textOf(elementWith(form, 'data-testid="session-facts"')!)).toMatch(/60 minutes.*Free/);
    const lead = await app.post("/schedule-session", {
      name: "Lydia Purple",
      email: "lydia@example.org",
      phone: "",
      times: "Tuesday after 5 PM",
      topic: "Credit before buying a home.",
      [SUBMISSION_ID_FIELD]: newSubmissionId(),
    });
    expect(lead.status).toBe(303);
    const { results } = await app.env.LEADS_DB.prepare("SELECT email, timeframe FROM leads").all();
    expect(results).toEqual([{ email: "lydia@example.org", timeframe: "Tuesday after 5 PM" }]);
  });

  it("her calendar wins over SCHEDULING_URL, whose host then leaves the policy", async () => {
    await owner.post("/owner/site/booking", { intent: "save", scheduling_url: CAL });
    const response = await app.fetch("/schedule-session", {
      vars: { SCHEDULING_URL: "https://calendly.com/someone/else" },
    });
    const csp = response.headers.get("Content-Security-Policy") ?? "";
    expect(csp).toContain("https://cal.com");
    expect(csp).not.toContain("calendly.com");
    expect(await response.text()).toContain(`src="${CAL}"`);
    // Nor does any other page allow the deploy's calendar.
    const home = await app.fetch("/", { vars: { SCHEDULING_URL: "https://calendly.com/someone/else" } });
    expect(home.headers.get("Content-Security-Policy")).not.toContain("calendly.com");
  });

  it("refuses http:, javascript:, other hosts and non-addresses with 400 beside the field, keeping what she typed", async () => {
    for (const url of [
      "http://calendly.com/ada",
      "javascript:alert(document.cookie)",
      "https://evil.example/calendly.com",
      "https://calendar.google.com/calendar/u/0/r",
      "not an address",
    ]) {
      const refused = await owner.post("/owner/site/booking", { intent: "save", scheduling_url: url });
      expect(refused.status, url).toBe(400);
      const html = await refused.text();
      expect(fieldErrors(html)[0], url).toContain("Calendly, Cal.com, TidyCal, Acuity or Google Calendar");
      expect(decode(tagOf(html, "site-scheduling_url")), url).toContain(`value="${url}"`);
    }
    expect(await storedVersions("booking")).toHaveLength(0);
    expect(await page("/schedule-session")).not.toContain("<iframe");
  });

  it("is only for the signed-in owner", async () => {
    const stranger = await app.post("/owner/site/booking", { intent: "save", scheduling_url: CAL });
    expect([302, 303]).toContain(stranger.status);
    expect(await storedVersions("booking")).toHaveLength(0);
  });
});
