import { describe, expect, it } from "vitest";
import { OFFER_KEYS, offers, priceVarName } from "~/content/offers";
import {
  checkoutMode,
  checkoutSessionParams,
  closesOpenCheckouts,
  isCheckoutUrl,
  priceIdKey,
  requiresConsent,
} from "~/lib/checkout";

describe("checkout rules", () => {
  it("maps each offer to the config key of its STRIPE_PRICE_ var", () => {
    expect(priceIdKey("ai-playbook")).toBe("AI_PLAYBOOK");
    expect(priceIdKey("property-management-playbook")).toBe("PROPERTY_MANAGEMENT_PLAYBOOK");
    for (const key of OFFER_KEYS) expect(`STRIPE_PRICE_${priceIdKey(key)}`).toBe(priceVarName(key));
  });

  it("uses subscription mode for the monthly plans only", () => {
    for (const key of OFFER_KEYS)
      expect(checkoutMode(key)).toBe(offers[key].billing === "month" ? "subscription" : "payment");
    expect(checkoutMode("growth")).toBe("subscription");
    expect(checkoutMode("dominion-wealth-bundle")).toBe("payment");
  });

  it("asks for consent on the property-management playbook only", () => {
    expect(OFFER_KEYS.filter(requiresConsent)).toEqual(["property-management-playbook"]);
  });

  it("builds one line item, quantity 1, with success and cancel URLs on this origin", () => {
    expect(
      checkoutSessionParams({
        offer: "elite",
        priceId: "price_1",
        origin: "https://site.example",
        returnTo: "/product/ai-marketing-suite#done-for-you",
        now: new Date("2026-11-10T15:00:00Z"),
      }),
    ).toEqual({
      mode: "subscription",
      line_items: [{ price: "price_1", quantity: 1 }],
      success_url: "https://site.example/success?session_id={CHECKOUT_SESSION_ID}",
      cancel_url: "https://site.example/product/ai-marketing-suite#done-for-you",
      metadata: { offer: "elite" },
      // An hour later: a session opened before she changes the offer cannot be paid for long.
      expires_at: Date.parse("2026-11-10T16:00:00Z") / 1000,
    });
  });

  it("closes an offer's open checkouts when its status or its price id changes, not its words", () => {
    expect(closesOpenCheckouts(undefined, { status: "sold-out" })).toBe(true);
    expect(closesOpenCheckouts({ status: "on-sale" }, { status: "hidden" })).toBe(true);
    expect(closesOpenCheckouts({ priceId: "price_a" }, { priceId: "price_b" })).toBe(true);
    expect(closesOpenCheckouts(undefined, { status: "on-sale" })).toBe(false);
    expect(closesOpenCheckouts({ priceId: "price_a" }, { priceId: "price_a" })).toBe(false);
  });

  it("accepts only http(s) checkout URLs", () => {
    expect(isCheckoutUrl("https://checkout.stripe.com/c/pay/cs_1")).toBe(true);
    expect(isCheckoutUrl("javascript:alert(1)")).toBe(false);
    expect(isCheckoutUrl("/relative")).toBe(false);
    expect(isCheckoutUrl(null)).toBe(false);
  });
});
