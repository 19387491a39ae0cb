import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { aboutPage } from "~/content/about";
import { bookingPage, SCHEDULING_EMBED_HEIGHT_PX } from "~/content/booking";
import { contactPage } from "~/content/contact";
import { siteProfile } from "~/content/profile";

const { offices } = siteProfile;
const supportContacts = [siteProfile.support, siteProfile.realEstateContact];
import { moneyMovesLive } from "~/content/event";
import {
  bookingSection,
  HOME_SECTION_IDS,
  homeHero,
  productsSection,
  realEstateSection,
  type ProductTabKey,
} from "~/content/home";
import { buyerInquiryPage, propertyInquiryPage, sellerInquiryPage } from "~/content/inquiries";
import { moneyBackGuarantee, salesDisclaimer, subscriptionPromise } from "~/content/legal";
import { offers } from "~/content/offers";
import { DEFAULT_PLAN, PLAN_KEYS, propertyPlans, vacancyPromise } from "~/content/property-plans";
import { aiMarketingSuitePage } from "~/content/sales/ai-marketing-suite";
import { acceleratorSchedule } from "~/content/sales/business-launch-accelerator";
import { dominionWealthBundlePage } from "~/content/sales/dominion-wealth-bundle";
import { ebookGrowthAcceleratorPage } from "~/content/sales/ebook-growth-accelerator";
import { salesPages } from "~/content/sales";
import { successPage } from "~/content/success";
import { formatPrice, formatUsd, lowestPriceCents } from "~/lib/money";
import { planInquiryHref, vacancyPromiseText } from "~/lib/property-plan";

const promiseText = vacancyPromiseText(vacancyPromise);
import { createTestApp, type TestApp } from "../support/harness/app";
import type { StandIn } from "../support/stand-ins/stand-in";
import { e2eStripeBindings, startStripeStandIn } from "../support/stand-ins/stripe";
import { buyFormOffers, elementWith, headingsOf, hrefsOf, mainOf, tagWithId, textOf } from "../support/harness/html";

let app: TestApp;
let stripe: StandIn;
// Payments set up (the Stripe stand-in answers each offer's typed price), so the sales pages show
// their buy forms; without payments they show the "checkout opens soon" form (offer-status.test.ts).
beforeAll(async () => {
  stripe = await startStripeStandIn();
  app = await createTestApp(e2eStripeBindings(stripe.url));
});
afterAll(async () => {
  await app.dispose();
  await stripe.close();
});

async function page(
  path: string,
  vars?: Record<string, string | undefined>,
): Promise<{ html: string; main: string; text: string }> {
  const response = await app.fetch(path, vars ? { vars } : undefined);
  expect(response.status).toBe(200);
  const html = await response.text();
  const main = mainOf(html);
  return { html, main, text: textOf(main) };
}

const allCards = [...productsSection.cards.ebooks, ...productsSection.cards.bundles];
const cardPrice = (offerKeys: readonly (keyof typeof offers)[]) =>
  offerKeys.length === 1
    ? formatPrice(offers[offerKeys[0]].priceCents, offers[offerKeys[0]].billing)
    : formatUsd(lowestPriceCents(offerKeys.map((key) => offers[key])));

describe("home page", () => {
  it("has the six sections, the hero and its two buttons", async () => {
    const { main, text } = await page("/");
    for (const id of HOME_SECTION_IDS) expect(tagWithId(main, id), id).toMatch(/^<section/);
    expect(headingsOf(main, 1)).toEqual([homeHero.title]);
    const primary = elementWith(main, `href="${homeHero.primary.to}"`);
    expect(textOf(primary!)).toBe(homeHero.primary.label);
    const secondary = elementWith(main, `href="${homeHero.secondary.to}"`);
    expect(textOf(secondary!)).toBe(homeHero.secondary.label);
    expect(text).toContain(bookingSection.heading);
    expect(hrefsOf(main)).toContain(bookingSection.cta.to);
  });

  it("shows the bundles tab and the buyers tab by default, with links that select each tab", async () => {
    const { main, text } = await page("/");
    const hrefs = hrefsOf(elementWith(main, 'id="products-tabs-panel"')!);
    for (const card of productsSection.cards.bundles) expect(hrefs).toContain(card.to);
    for (const card of productsSection.cards.ebooks) expect(hrefs).not.toContain(card.to);
    expect(text).toContain(realEstateSection.panels.buyers.heading);
    expect(text).not.toContain(realEstateSection.panels.sellers.heading);
    // Without JavaScript the tabs are links; the selected one is marked current.
    const ebooksTab = elementWith(main, 'id="products-tabs-tab-ebooks"')!;
    expect(ebooksTab).toContain('href="/?products=ebooks#products"');
    expect(textOf(ebooksTab)).toBe("Ebooks & Guides");
    expect(elementWith(main, 'id="products-tabs-tab-bundles"')).toContain('aria-current="true"');
    expect(textOf(elementWith(main, 'id="products-tabs-tab-bundles"')!)).toBe("Bundles & Accelerators");
    expect(elementWith(main, 'id="estate-tabs-tab-sellers"')).toContain('href="/?estate=sellers#real-estate"');
    expect(elementWith(main, 'id="estate-tabs-tab-buyers"')).toContain('aria-current="true"');
  });

  it.each<[string, ProductTabKey]>([
    ["/?products=ebooks", "ebooks"],
    ["/?products=bundles", "bundles"],
    ["/?products=nonsense", "bundles"],
  ])("%s shows the %s cards with their prices", async (path, tab) => {
    const { main, text } = await page(path);
    const other: ProductTabKey = tab === "ebooks" ? "bundles" : "ebooks";
    const hrefs = hrefsOf(elementWith(main, 'id="products-tabs-panel"')!);
    for (const card of productsSection.cards[tab]) {
      expect(hrefs).toContain(card.to);
      const cardHtml = elementWith(main, `href="${card.to}"`)!;
      expect(textOf(cardHtml)).toBe(card.title);
      expect(text).toContain(cardPrice(card.offers));
    }
    for (const card of productsSection.cards[other]) expect(hrefs).not.toContain(card.to);
  });

  it("?estate=sellers shows the sellers panel and keeps the products tab in the links", async () => {
    const { main, text } = await page("/?estate=sellers&products=ebooks");
    expect(text).toContain(realEstateSection.panels.sellers.heading);
    expect(text).not.toContain(realEstateSection.panels.buyers.heading);
    expect(hrefsOf(main)).toContain(realEstateSection.panels.sellers.primary.to);
    expect(elementWith(main, 'id="estate-tabs-tab-buyers"')).toContain(
      'href="/?products=ebooks&amp;estate=buyers#real-estate"',
    );
    expect(elementWith(main, 'id="products-tabs-tab-bundles"')).toContain(
      'href="/?products=bundles&amp;estate=sellers#products"',
    );
  });

  it("links product cards to exactly their intended targets, across both tabs", async () => {
    const panel = async (path: string) => elementWith((await page(path)).main, 'id="products-tabs-panel"')!;
    const targets = [...hrefsOf(await panel("/?products=ebooks")), ...hrefsOf(await panel("/"))];
    expect(new Set(targets)).toEqual(new Set(allCards.map((c) => c.to)));
    expect(allCards.map((c) => c.to).sort()).toEqual(
      [
        "/product/funding-bundle#personal-credit",
        "/product/funding-bundle#business-funding",
        "/product/homeownership-game-plan",
        "/product/property-management-playbook",
        "/product/business-launch-accelerator#digital-toolkit",
        "/product/beginner-to-expert-investor-bundle",
        "/product/dominion-wealth-bundle",
        "/product/biz-registration-bundle",
        "/product/ai-marketing-suite",
        "/product/ebook-growth-accelerator",
      ].sort(),
    );
  });

  it("staggers the card entrance by 0.05 s per card", async () => {
    const { main } = await page("/");
    const delays = [
      ...elementWith(main, 'id="products-tabs-panel"')!.matchAll(
        /class="card-enter[^"]*"[^>]*style="animation-delay:([\d.]+)s"/g,
      ),
    ].map((m) => Number(m[1]));
    expect(delays).toEqual(productsSection.cards.bundles.map((_, i) => i * 0.05));
  });

  it("shows the property plans and the vacancy promise", async () => {
    const { text } = await page("/");
    for (const key of PLAN_KEYS)
      expect(text).toContain(`${propertyPlans[key].name} ${propertyPlans[key].price} ${propertyPlans[key].unit}`);
    expect(text).toContain(promiseText);
  });
});

describe("about, contact and the event", () => {
  it("/about has the biography, the three focus areas and Start Your Journey", async () => {
    const { main, text } = await page("/about");
    expect(headingsOf(main, 1)).toEqual([aboutPage.title]);
    expect(headingsOf(main, 3)).toEqual(
      expect.arrayContaining(["Homeownership", "Business Launch & Growth", "Investment Growth"]),
    );
    for (const paragraph of siteProfile.person.story) expect(text).toContain(paragraph);
    expect(textOf(elementWith(main, 'href="/money-moves-live"')!)).toBe("Start Your Journey");
  });

  it("/contact has both support contacts, the three offices and the form's place", async () => {
    const { main, text } = await page("/contact");
    expect(headingsOf(main, 1)).toEqual([contactPage.title]);
    for (const contact of supportContacts) {
      expect(text).toContain(contact.title);
      expect(hrefsOf(main)).toContain(`mailto:${contact.email}`);
    }
    expect(headingsOf(main, 3)).toEqual(expect.arrayContaining(["Orlando, FL", "Atlanta, GA", "Akure, Ondo State"]));
    for (const office of offices) expect(text).toContain(office.country);
    expect(tagWithId(main, "contact-form")).toBeTruthy();
    expect(textOf(elementWith(main, 'id="contact-form"')!)).toContain(contactPage.formHeading);
  });

  it("/money-moves-live has the schedule, a video area, what to expect and the register section", async () => {
    const { main, text, html } = await page("/money-moves-live");
    expect(headingsOf(main, 1)).toEqual([moneyMovesLive.name]);
    // The "When" and "Time" boxes name the next session (event-facts.test.ts sets the clock).
    expect(text).toMatch(/Saturday, \w+ \d{1,2}/);
    expect(text).toMatch(/\d{1,2}(:\d{2})? [AP]M E[SD]T/);
    expect(text).toContain(moneyMovesLive.price);
    expect(text).toMatch(/Next session: Saturday, \w+ \d{1,2} at 6 PM EST/);
    expect(main).toContain('data-testid="next-session-panel"');
    for (const point of moneyMovesLive.expect.points) expect(text).toContain(point);
    expect(textOf(elementWith(main, 'id="register"')!)).toContain(moneyMovesLive.register.heading);
    expect(html).toContain('"@type":"Event"');
  });
});

describe("real estate and property management", () => {
  it.each([
    ["/buyer-inquiry", buyerInquiryPage],
    ["/seller-inquiry", sellerInquiryPage],
  ])("%s has its heading and the form's place", async (path, copy) => {
    const { main } = await page(path);
    expect(headingsOf(main, 1)).toEqual([copy.title]);
    expect(textOf(elementWith(main, 'id="inquiry-form"')!)).toContain(copy.formHeading);
  });

  it("/property-management has the three plans linking to their inquiry, the most popular and the promise", async () => {
    const { main, text } = await page("/property-management");
    for (const key of PLAN_KEYS) {
      const card = elementWith(main, `data-plan="${key}"`)!;
      expect(textOf(card)).toContain(propertyPlans[key].name);
      expect(textOf(card)).toContain(`${propertyPlans[key].price} ${propertyPlans[key].unit}`);
      expect(hrefsOf(card)).toEqual([planInquiryHref(key)]);
      expect(planInquiryHref(key)).toBe(`/property-management-inquiry?plan=${key}`);
      expect(textOf(card).includes("Most Popular")).toBe(propertyPlans[key].highlight);
    }
    expect(propertyPlans.plus.highlight).toBe(true);
    expect(text).toContain(promiseText);
    expect(promiseText).toContain("under 30 days");
    expect(promiseText).toContain("$30");
  });

  it.each([
    ["/property-management-inquiry", DEFAULT_PLAN],
    ["/property-management-inquiry?plan=", DEFAULT_PLAN],
    ["/property-management-inquiry?plan=gold", DEFAULT_PLAN],
    ["/property-management-inquiry?plan=PLUS", DEFAULT_PLAN],
    ["/property-management-inquiry?plan=plus", "plus"],
    ["/property-management-inquiry?plan=premium", "premium"],
  ] as const)("%s shows the %s plan", async (path, key) => {
    const { main } = await page(path);
    expect(headingsOf(main, 1)).toEqual([propertyInquiryPage.title]);
    expect(textOf(elementWith(main, "data-plan=")!)).toContain(propertyPlans[key].name);
    expect(main).toContain(`data-plan="${key}"`);
    expect(tagWithId(main, "inquiry-form")).toBeTruthy();
    const data = (await (
      await app.fetch(`${path}${path.includes("?") ? "&" : "?"}_data=routes/property-management-inquiry`)
    ).json()) as { plan: unknown };
    expect(data.plan).toEqual(propertyPlans[key]);
  });
});

describe("booking and success", () => {
  it("/schedule-session embeds SCHEDULING_URL 1000px tall, lazily, with a title", async () => {
    const url = "https://calendly.com/faith-and-wealth/strategy-session";
    const response = await app.fetch("/schedule-session", { vars: { SCHEDULING_URL: url } });
    const main = mainOf(await response.text());
    const frame = /<iframe[^>]*>/.exec(main)?.[0] ?? "";
    expect(frame).toContain(`src="${url}"`);
    expect(frame).toContain('loading="lazy"');
    expect(frame).toContain(`height="${SCHEDULING_EMBED_HEIGHT_PX}"`);
    expect(frame).toContain(`title="${bookingPage.calendarTitle}"`);
    expect(response.headers.get("Content-Security-Policy")).toContain("https://calendly.com");
  });

  it("/schedule-session without SCHEDULING_URL is a 'request a session' form, with the session's length and price", async () => {
    const { main, text } = await page("/schedule-session", { SCHEDULING_URL: undefined });
    expect(main).not.toContain("<iframe");
    expect(text).toContain(bookingPage.request.heading);
    expect(main).toContain('data-lead-form="session"');
    for (const fact of bookingPage.facts) expect(text).toContain(`${fact.label} ${fact.value}`);
  });

  it("/schedule-session with a calendar shows the session's length and price too", async () => {
    const url = "https://calendly.com/faith-and-wealth/strategy-session";
    const { text } = await page("/schedule-session", { SCHEDULING_URL: url });
    for (const fact of bookingPage.facts) expect(text).toContain(`${fact.label} ${fact.value}`);
  });

  it("/success thanks the buyer and links Continue Shopping to /store", async () => {
    const { main } = await page("/success");
    // Visited directly nothing was verified: a neutral thank-you, no claim of a payment.
    expect(headingsOf(main, 1)).toEqual([successPage.neutral.title]);
    expect(textOf(elementWith(main, 'data-testid="success-text"')!)).toBe(successPage.neutral.text);
    expect(textOf(elementWith(main, 'href="/store"')!)).toBe("Continue Shopping");
  });
});

describe("sales pages", () => {
  it("together sell every offer, each on the page its offer names", () => {
    const sold = salesPages.flatMap((p) => p.offers.map((key) => [key, p.path] as const));
    expect(sold.map(([key]) => key).sort()).toEqual(Object.keys(offers).sort());
    for (const [key, path] of sold) expect(offers[key].page).toBe(path);
  });

  it.each(salesPages.map((p) => [p.path, p] as const))(
    "%s sends the offers it sells and not every offer (decision 0018)",
    async (path, sales) => {
      const response = await app.fetch(`${path}?_data=routes/${path.slice(1).replace("/", ".")}`);
      expect(response.status).toBe(200);
      const sent = Object.keys(((await response.json()) as { offers: object }).offers);
      for (const key of sales.offers) expect(sent).toContain(key);
      expect(sent.length).toBeLessThan(Object.keys(offers).length);
    },
  );

  it.each(salesPages.map((p) => [p.path, p] as const))(
    "%s has its heading, buy forms, prices, guarantee, testimonials and disclaimer",
    async (path, sales) => {
      const { main, text } = await page(path);
      expect(headingsOf(main, 1)).toEqual([sales.title]);
      expect(new Set(buyFormOffers(main))).toEqual(new Set(sales.offers));
      // Every buy form is a plain post to /buy (lead forms on the page post elsewhere).
      const buyForms = (main.match(/<form[^>]*>[\s\S]*?<\/form>/g) ?? []).filter((form) =>
        form.includes('name="offer"'),
      );
      expect(buyForms.length).toBeGreaterThanOrEqual(sales.offers.length);
      for (const form of buyForms) expect(form).toMatch(/^<form method="post" action="\/buy"/);
      expect(main).toMatch(new RegExp(`name="returnTo" value="${path}"`));
      for (const key of sales.offers) {
        const offer = offers[key];
        expect(text).toContain(formatPrice(offer.priceCents, offer.billing));
        if (offer.compareAtCents) expect(text).toContain(formatUsd(offer.compareAtCents));
      }
      const testimonials = sales.page.testimonials;
      expect(testimonials.length).toBeGreaterThanOrEqual(2);
      for (const t of testimonials) {
        expect(text).toContain(t.name);
        expect(text).toContain(t.quote);
      }
      expect(main.match(/role="img" aria-label="5 out of 5 stars"/g)).toHaveLength(testimonials.length);
      expect(text).toContain(
        path === aiMarketingSuitePage.path ? subscriptionPromise.heading : moneyBackGuarantee.heading,
      );
      expect(text).toContain(salesDisclaimer);
      expect(salesDisclaimer).toMatch(/not legal or tax advice/);
      expect(salesDisclaimer).toMatch(/state filing fees or other third-party fees/);
    },
  );

  it("every anchor the home cards link to exists on its page", async () => {
    for (const card of allCards.filter((c) => c.to.includes("#"))) {
      const [path, id] = card.to.split("#");
      expect(tagWithId((await page(path)).main, id), card.to).toBeTruthy();
    }
  });

  it("business-launch-accelerator: the toolkit at #digital-toolkit and the four-week Thursday coaching", async () => {
    const { main, text } = await page("/product/business-launch-accelerator");
    expect(buyFormOffers(elementWith(main, 'id="digital-toolkit"')!)).toEqual(["business-toolkit"]);
    expect(textOf(elementWith(main, 'id="digital-toolkit"')!)).toContain(
      formatUsd(offers["business-toolkit"].priceCents),
    );
    expect(text).toContain(`${acceleratorSchedule.day} at ${acceleratorSchedule.time}`);
    expect(text).toContain("Thursdays at 8 PM EST");
    expect(text).toContain("4 weeks");
    expect(text).toContain("$197");
  });

  it("funding-bundle: each ebook in its section, with value prices, and the bundle", async () => {
    const { main } = await page("/product/funding-bundle");
    const personal = textOf(elementWith(main, 'id="personal-credit"')!);
    expect(personal).toContain("$49.97");
    expect(personal).toContain("Value $99.97");
    const business = textOf(elementWith(main, 'id="business-funding"')!);
    expect(business).toContain("$149.97");
    expect(business).toContain("Value $299.97");
    expect(textOf(main)).toContain("$159.97 Value $399.94");
  });

  it("biz-registration-bundle: $47, value $997, the 30-day guarantee and what's included", async () => {
    const { text } = await page("/product/biz-registration-bundle");
    for (const phrase of [
      "$47 Value $997",
      "30-Day Money-Back Guarantee",
      "50-state registration guide",
      "video walkthrough",
      "EIN checklist",
      "Compliance checklist",
      "Lifetime updates",
    ])
      expect(text).toContain(phrase);
  });

  it("ai-marketing-suite: #ai-playbook and #done-for-you with the tier grid, Growth highlighted", async () => {
    const { main } = await page("/product/ai-marketing-suite");
    expect(buyFormOffers(elementWith(main, 'id="ai-playbook"')!)).toEqual(["ai-playbook"]);
    expect(textOf(elementWith(main, 'id="ai-playbook"')!)).toContain("$27 Value $997");
    const grid = elementWith(main, 'id="done-for-you"')!;
    expect(buyFormOffers(grid)).toEqual(["starter", "growth", "elite"]);
    for (const [key, price] of [
      ["starter", "$97/m"],
      ["growth", "$197/m"],
      ["elite", "$497/m"],
    ] as const) {
      const tier = elementWith(grid, `data-offer="${key}"`)!;
      expect(textOf(tier)).toContain(price);
      expect(tier.startsWith("<article")).toBe(true);
      expect(/^<article[^>]*data-highlight="true"/.test(tier)).toBe(key === "growth");
    }
    expect(textOf(grid)).toContain("No Contracts. Cancel Anytime.");
  });

  it("ebook-growth-accelerator: the free blueprint card leads to its form's place; two paid cards", async () => {
    const { main } = await page("/product/ebook-growth-accelerator");
    const free = elementWith(main, 'data-offer="free"')!;
    expect(textOf(free)).toContain("E-Book Launch Blueprint");
    expect(textOf(free)).toContain("Free");
    expect(hrefsOf(free)).toEqual([`#${ebookGrowthAcceleratorPage.freeBlueprint.id}`]);
    expect(free).not.toContain("<form");
    expect(textOf(elementWith(main, 'data-offer="accelerator"')!)).toContain("$107");
    expect(textOf(elementWith(main, 'data-offer="vip"')!)).toContain("$397");
    expect(textOf(elementWith(main, 'id="free-blueprint"')!)).toContain(
      ebookGrowthAcceleratorPage.freeBlueprint.heading,
    );
  });

  it("the investor bundle, the game plan and the playbook show their prices", async () => {
    expect((await page("/product/beginner-to-expert-investor-bundle")).text).toContain("$29.97 Regular price $199.97");
    expect((await page("/product/homeownership-game-plan")).text).toContain("$39.97 Was $59.97");
    const playbook = await page("/product/property-management-playbook");
    expect(playbook.text).toContain("$9.97");
    expect(playbook.text).toContain("Special Offer");
    expect(playbook.main).toMatch(/<input[^>]*type="checkbox"[^>]*name="consent"/);
  });

  it("dominion-wealth-bundle: price, total value, included items, bonuses and three 5-star testimonials", async () => {
    const { main, text } = await page("/product/dominion-wealth-bundle");
    expect(text).toContain("$79.97");
    expect(text).toContain("Total value $2,987+");
    expect(text).toContain("$49.97 Was $99.97");
    expect(text).toContain("$39.97");
    for (const value of ["$1,698", "$995", "$295"]) expect(text).toContain(`Value ${value}`);
    expect(text).toContain("Priceless");
    expect(dominionWealthBundlePage.bonuses).toHaveLength(4);
    expect(main.match(/aria-label="5 out of 5 stars"/g)).toHaveLength(3);
  });
});
