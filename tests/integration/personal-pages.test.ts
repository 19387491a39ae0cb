import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LEAD_CASES } from "../support/fixtures/lead-cases";
import { createTestApp, cookiesFrom, type TestApp } from "../support/harness/app";

/**
 * Pages that echo one visitor's personal data are never kept by a cache: issue 24 found a refused
 * lead form (400) repeating name, email and phone, and /cart, answered with no Cache-Control.
 */

let app: TestApp;

beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => {
  await app?.dispose();
});

describe("answers with personal data", () => {
  it.each(LEAD_CASES.filter((leadCase) => "phone" in leadCase.post))(
    "a refused $id form (400) that repeats what was typed is private, no-store",
    async (leadCase) => {
      const refused = await app.post(leadCase.action, {
        ...leadCase.post,
        name: "Ada Private Lovelace",
        email: "not an address",
        submission_id: crypto.randomUUID(),
      });
      expect(refused.status).toBe(400);
      const html = await refused.text();
      expect(html).toContain("Ada Private Lovelace");
      expect(refused.headers.get("Cache-Control")).toBe("private, no-store");
    },
  );

  it("/cart (the page and its data) is private, no-store, with or without a cart", async () => {
    for (const path of ["/cart", "/cart?_data=routes%2Fcart"]) {
      const page = await app.fetch(path);
      expect(page.headers.get("Cache-Control"), path).toBe("private, no-store");
    }
    const added = await app.post("/cart", { intent: "clear" });
    expect(added.headers.get("Cache-Control")).toBe("private, no-store");
    const withCart = await app.fetch("/cart", { headers: { Cookie: cookiesFrom(added) } });
    expect(withCart.headers.get("Cache-Control")).toBe("private, no-store");
  });

  it("/success is private, no-store", async () => {
    expect((await app.fetch("/success")).headers.get("Cache-Control")).toBe("private, no-store");
  });

  it("leaves a public page that sets no cookie to its own caching", async () => {
    const home = await app.fetch("/about");
    expect(home.status).toBe(200);
    expect(home.headers.get("Cache-Control") ?? "").not.toContain("no-store");
  });
});
