import { describe, expect, it } from "vitest";
import { productsSection, realEstateSection } from "~/content/home";
import { OFFER_KEYS, offers, type OfferKey } from "~/content/offers";
import { DEFAULT_PLAN, PLAN_KEYS, propertyPlans } from "~/content/property-plans";
import { salesPages } from "~/content/sales";
import { formatPrice, formatUsd, lowestPriceCents, spokenPrice } from "~/lib/money";
import { planInquiryHref, resolvePlan } from "~/lib/property-plan";
import { pickTab, tabHref } from "~/lib/tabs";
import { SALES_PAGES } from "../support/fixtures/routes";

describe("formatUsd", () => {
  it.each([
    [0, "$0"],
    [997, "$9.97"],
    [2700, "$27"],
    [4997, "$49.97"],
    [10700, "$107"],
    [39994, "$399.94"],
    [169800, "$1,698"],
    [298700, "$2,987"],
    [123456789, "$1,234,567.89"],
    [5, "$0.05"],
  ])("%i cents is %s", (cents, text) => expect(formatUsd(cents)).toBe(text));

  it.each([-1, 1.5, Number.NaN, Number.POSITIVE_INFINITY])("refuses %s", (cents) =>
    expect(() => formatUsd(cents)).toThrow(RangeError),
  );

  it("marks monthly prices", () => {
    expect(formatPrice(9700, "month")).toBe("$97/m");
    expect(formatPrice(9700)).toBe("$97");
    expect(spokenPrice(19700, "month")).toBe("$197 per month");
  });
});

describe("offers", () => {
  it("shows the offers' published prices", () => {
    const shown = Object.fromEntries(
      OFFER_KEYS.map((key) => [key, formatPrice(offers[key].priceCents, offers[key].billing)]),
    );
    expect(shown).toEqual({
      "ai-playbook": "$27",
      starter: "$97/m",
      growth: "$197/m",
      elite: "$497/m",
      accelerator: "$107",
      vip: "$397",
      "biz-registration-bundle": "$47",
      "business-toolkit": "$47",
      "coaching-accelerator": "$197",
      "personal-credit-ebook": "$49.97",
      "business-credit-ebook": "$149.97",
      "funding-bundle": "$159.97",
      "investor-bundle": "$29.97",
      "homeownership-game-plan": "$39.97",
      "dominion-wealth-bundle": "$79.97",
      "property-management-playbook": "$9.97",
    });
  });

  it("gives the families' starting prices: AI suite from $27, ebook accelerator from $107", () => {
    const startingAt = (keys: OfferKey[]) => formatUsd(lowestPriceCents(keys.map((key) => offers[key])));
    expect(startingAt(["ai-playbook", "starter", "growth", "elite"])).toBe("$27");
    expect(startingAt(["accelerator", "vip"])).toBe("$107");
    expect(() => lowestPriceCents([])).toThrow();
  });
});

describe("sales pages", () => {
  it("are the nine sales-page routes", () => {
    expect(salesPages.map((p) => p.path).sort()).toEqual([...SALES_PAGES].sort());
  });

  it("sell every offer key exactly once, on the page the offer names", () => {
    const sold = salesPages.flatMap((p) => p.offers);
    expect([...sold].sort()).toEqual([...OFFER_KEYS].sort());
    for (const p of salesPages) for (const key of p.offers) expect(offers[key].page).toBe(p.path);
  });

  it("quote clients by first name and last initial with 5 stars, at least two per page", () => {
    for (const p of salesPages) {
      expect(p.page.testimonials.length, p.path).toBeGreaterThanOrEqual(2);
      for (const t of p.page.testimonials) {
        expect(t.name).toMatch(/^[A-Z][a-z]+ [A-Z]\.$/);
        expect(t.stars).toBe(5);
        expect(t.quote.length).toBeGreaterThan(20);
      }
    }
  });
});

describe("home product cards", () => {
  it("each lead to one of the sales pages, and every home card's price comes from real offers", () => {
    for (const card of [...productsSection.cards.ebooks, ...productsSection.cards.bundles]) {
      expect(SALES_PAGES).toContain(card.to.split("#")[0]);
      expect(card.offers.length).toBeGreaterThan(0);
      for (const key of card.offers) expect(offers[key].page).toBe(card.to.split("#")[0]);
    }
  });
});

describe("tabs", () => {
  const keys = ["ebooks", "bundles"] as const;

  it("picks the named tab, or the default for a missing or unknown one", () => {
    expect(pickTab("ebooks", keys, "bundles")).toBe("ebooks");
    expect(pickTab(null, keys, "bundles")).toBe("bundles");
    expect(pickTab("", keys, "bundles")).toBe("bundles");
    expect(pickTab("EBOOKS", keys, "bundles")).toBe("bundles");
    expect(pickTab("toString", keys, "bundles")).toBe("bundles");
  });

  it("links a tab to the page with it selected, keeping the other tab set unless it is its default", () => {
    const defaults = {
      [productsSection.param]: productsSection.defaultTab,
      [realEstateSection.param]: realEstateSection.defaultTab,
    };
    const atDefaults = { selected: defaults, defaults };
    expect(tabHref("/", atDefaults, "products", "ebooks", "products")).toBe("/?products=ebooks#products");
    expect(tabHref("/", atDefaults, "estate", "sellers", "real-estate")).toBe("/?estate=sellers#real-estate");
    const switched = { selected: { products: "ebooks", estate: "sellers" }, defaults };
    expect(tabHref("/", switched, "estate", "buyers", "real-estate")).toBe(
      "/?products=ebooks&estate=buyers#real-estate",
    );
    expect(tabHref("/", switched, "products", "bundles", "products")).toBe(
      "/?products=bundles&estate=sellers#products",
    );
  });

  it("defaults to bundles and buyers", () => {
    expect(productsSection.defaultTab).toBe("bundles");
    expect(realEstateSection.defaultTab).toBe("buyers");
    expect(productsSection.tabs.map((t) => t.label)).toEqual(["Ebooks & Guides", "Bundles & Accelerators"]);
    expect(realEstateSection.tabs.map((t) => t.label)).toEqual(["Buyers", "Sellers"]);
  });
});

describe("property plans", () => {
  it("are the three published plans, plus marked most popular", () => {
    expect(
      PLAN_KEYS.map((k) => [k, propertyPlans[k].name, propertyPlans[k].price, propertyPlans[k].highlight]),
    ).toEqual([
      ["basic", "Peace of Mind Starter", "$85", false],
      ["plus", "Landlord Favorite", "$129", true],
      ["premium", "Complete Freedom", "8%", false],
    ]);
  });

  it.each([
    [null, DEFAULT_PLAN],
    ["", DEFAULT_PLAN],
    ["gold", DEFAULT_PLAN],
    ["__proto__", DEFAULT_PLAN],
    ["plus", "plus"],
    ["premium", "premium"],
  ])("?plan=%s resolves to %s", (value, key) => {
    expect(resolvePlan(value).key).toBe(key);
  });

  it("links each plan to its inquiry", () => {
    expect(DEFAULT_PLAN).toBe("basic");
    expect(PLAN_KEYS.map(planInquiryHref)).toEqual([
      "/property-management-inquiry?plan=basic",
      "/property-management-inquiry?plan=plus",
      "/property-management-inquiry?plan=premium",
    ]);
  });
});
