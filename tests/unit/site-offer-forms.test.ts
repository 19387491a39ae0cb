import { describe, expect, it } from "vitest";
import { offers } from "~/content/offers";
import { isBookingPath } from "~/lib/booking";
import { differsFromTyped, mismatchText, priceProblem, priceProblemText, type StripePrice } from "~/lib/offer-prices";
import { fitsSection } from "~/lib/site-sections";
import { dollarsToCents, parseBookingForm, parseOfferForm } from "~/lib/site-forms";

const form = (fields: Record<string, string> = {}) => ({
  offer: "ai-playbook",
  price_id: "",
  status: "on-sale",
  headline: "",
  compare_at: "",
  compare_label: "value",
  ...fields,
});

describe("an offer's form", () => {
  it("reads her settings; an empty figure is none and an empty price id the deploy's", () => {
    const parsed = parseOfferForm(
      form({
        price_id: " price_1PqR2s ",
        status: "sold-out",
        headline: " Back in May ",
        compare_at: "$1,997.5",
        compare_label: "was",
      }),
    );
    expect(parsed).toEqual({
      ok: true,
      value: {
        offer: "ai-playbook",
        setting: {
          priceId: "price_1PqR2s",
          status: "sold-out",
          headline: "Back in May",
          compareAt: { cents: 199750, label: "was" },
        },
        newPrice: null,
      },
    });
    expect(parseOfferForm(form())).toEqual({
      ok: true,
      value: { offer: "ai-playbook", setting: { status: "on-sale", compareAt: null }, newPrice: null },
    });
    if (parsed.ok) expect(fitsSection("offers", { [parsed.value.offer]: parsed.value.setting })).toBe(true);
  });

  it("names each field it refuses", () => {
    const parsed = parseOfferForm(
      form({
        price_id: "prod_123",
        status: "free",
        headline: "x".repeat(121),
        compare_at: "a lot",
        compare_label: "was",
      }),
    );
    expect(parsed.ok).toBe(false);
    if (!parsed.ok) expect(Object.keys(parsed.errors).sort()).toEqual(["compare_at", "headline", "price_id", "status"]);
    expect(parseOfferForm(form({ compare_at: "10", compare_label: "cheap" })).ok).toBe(false);
    expect(parseOfferForm(form({ offer: "__proto__" }))).toEqual({ ok: false, errors: { offer: expect.any(String) } });
  });

  it("reads dollars as she types them", () => {
    expect(dollarsToCents("997")).toBe(99700);
    expect(dollarsToCents("$2,987.00")).toBe(298700);
    expect(dollarsToCents("49.9")).toBe(4990);
    for (const bad of ["", "-5", "1e3", "12.345", "1,00", "$", "Infinity"]) expect(dollarsToCents(bad), bad).toBeNull();
  });
});

describe("a Stripe price for an offer", () => {
  const price = (over: Partial<StripePrice>): StripePrice => ({
    id: "price_x",
    active: true,
    cents: 2700,
    currency: "usd",
    interval: null,
    ...over,
  });
  it("says why one cannot stand for it", () => {
    const once = offers["ai-playbook"];
    const monthly = offers.starter;
    expect(priceProblemText(once, price({ active: false }), priceProblem(once, price({ active: false }))!)).toContain(
      "archived",
    );
    expect(priceProblemText(once, price({ interval: "month" }), "needs-one-time")).toBe(
      "price_x charges $27/m, but AI Playbook is sold once: choose a one-time price.",
    );
    expect(priceProblem(monthly, price({ cents: 9700 }))).toBe("needs-monthly");
  });
  it("says plainly what differs from the site's text", () => {
    const once = offers["ai-playbook"];
    expect(differsFromTyped(once, price({}))).toBe(false);
    expect(mismatchText(once, price({ cents: 3700 }))).toContain(
      "Stripe charges $37 one-time; the site's text says $27",
    );
  });
});

describe("her booking page", () => {
  it("is one of the known services' https pages", () => {
    expect(parseBookingForm({ scheduling_url: " https://calendly.com/ada/30min " })).toEqual({
      ok: true,
      value: { schedulingUrl: "https://calendly.com/ada/30min" },
    });
    for (const bad of [
      "",
      "http://calendly.com/ada",
      "javascript:alert(1)",
      "https://calendly.com.evil.example/a",
      "https://a@cal.com/x",
    ]) {
      expect(parseBookingForm({ scheduling_url: bad }).ok, bad).toBe(false);
    }
  });
  it("is embedded on /schedule-session alone", () => {
    expect(isBookingPath("/schedule-session")).toBe(true);
    expect(isBookingPath("/schedule-session/")).toBe(true);
    expect(isBookingPath("/schedule-sessions")).toBe(false);
  });
});

describe("a price typed in dollars", () => {
  const form = (fields: Record<string, string>) => ({
    offer: "ai-playbook",
    status: "on-sale",
    saved_price_id: "",
    price_id: "",
    ...fields,
  });

  it("reads $19, 19 and 19.00 as 1900 cents, once or monthly as the offer bills", () => {
    for (const amount of ["$19", "19", "19.00", " 19 "]) {
      const parsed = parseOfferForm(form({ amount, interval: "one-time" }));
      expect(parsed.ok && parsed.value.newPrice).toEqual({ cents: 1900, interval: null });
    }
    const plan = parseOfferForm(form({ offer: "starter", amount: "49", interval: "month" }));
    expect(plan.ok && plan.value.newPrice).toEqual({ cents: 4900, interval: "month" });
  });

  it("refuses what is not an amount, the wrong interval, and an amount beside a new price id", () => {
    expect(parseOfferForm(form({ amount: "0.10", interval: "one-time" }))).toMatchObject({
      ok: false,
      errors: { amount: "Give the price in dollars, such as 19 or 19.00 (at least 0.50)." },
    });
    expect(parseOfferForm(form({ offer: "starter", amount: "49", interval: "one-time" }))).toMatchObject({
      ok: false,
      errors: { interval: "This offer is a monthly plan: choose monthly." },
    });
    expect(parseOfferForm(form({ amount: "19", interval: "one-time", price_id: "price_abc" }))).toMatchObject({
      ok: false,
      errors: { price_id: "Type an amount or paste a Stripe price id, not both: empty one of them." },
    });
    // Her saved id left in its field is not a second price.
    const kept = parseOfferForm(
      form({ amount: "19", interval: "one-time", price_id: "price_abc", saved_price_id: "price_abc" }),
    );
    expect(kept.ok).toBe(true);
  });
});
