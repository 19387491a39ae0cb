import { describe, expect, it } from "vitest";
import { currencyFromCode, SHOP_CURRENCY, formatMoney } from "~/lib/money";

describe("formatMoney", () => {
  it("divides minor units by 100 with two decimals through the template's $1", () => {
    expect(formatMoney(1234, { code: "USD", symbol: "$", template: "$$1" })).toBe("$12.34");
    expect(formatMoney(1500, { code: "EUR", symbol: "€", template: "$1 €" })).toBe("15.00 €");
    expect(formatMoney(5, { code: "GBP", template: "£$1" })).toBe("£0.05");
    expect(formatMoney(100000, { code: "USD", template: "US$$1" })).toBe("US$1000.00");
  });

  it("uses the symbol when there is no template (or one without $1)", () => {
    expect(formatMoney(999, { code: "GBP", symbol: "£", template: null })).toBe("£9.99");
    expect(formatMoney(999, { code: "GBP", symbol: "£", template: "broken" })).toBe("£9.99");
  });

  it("uses the code when there is neither", () => {
    expect(formatMoney(999, { code: "chf" })).toBe("9.99 CHF");
  });

  it("defaults to euros", () => {
    expect(SHOP_CURRENCY.code).toBe("EUR");
    expect(formatMoney(1999)).toBe("€19.99");
    expect(formatMoney(1999, null)).toBe("€19.99");
    expect(currencyFromCode(undefined).code).toBe("EUR");
    expect(currencyFromCode("usd")).toEqual({ code: "USD", symbol: "$", template: null });
  });

  it("rounds stray fractions of a cent", () => {
    expect(formatMoney(1234.6, { code: "USD", symbol: "$" })).toBe("$12.35");
    expect(formatMoney(0, { code: "USD", symbol: "$" })).toBe("$0.00");
  });
});
