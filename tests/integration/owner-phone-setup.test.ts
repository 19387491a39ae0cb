import { describe, expect, it } from "vitest";
import { useTestApp } from "../support/harness/app";
import { decode, textOf, toastText } from "../support/harness/html";
import { OWNER, PASSWORD } from "../support/fixtures/owner";
import { codeFor, freshOwnerEachTest, hiddenField, ownerBrowser, shownKey } from "../support/harness/owner-browser";

/**
 * Two-step sign-in set up on the phone that holds the authenticator app (D1): the otpauth:// link,
 * the key kept across a reload and a second "Add app" until it is turned on or cancelled, set-up
 * words for set-up refusals, and the recovery codes asked for after the first app.
 */

const app = useTestApp({ ENVIRONMENT: "development" });
freshOwnerEachTest(app);

const browser = () => ownerBrowser(app);

/** The otpauth:// link's address on the page (decoded), or null. */
const otpauthLink = (html: string) => {
  const href = /<a[^>]+href="(otpauth:\/\/totp\/[^"]+)"/.exec(html)?.[1];
  return href ? decode(href) : null;
};
const secretOf = (uri: string) => new URL(uri.replace(/^otpauth:/, "https:")).searchParams.get("secret");

async function signedUp() {
  const b = browser();
  const signUp = await b.post("/owner/sign-up", { intent: "sign-up", email: OWNER, password: PASSWORD });
  expect(signUp.status).toBe(303);
  return b;
}

describe("setting up two-step sign-in on one phone", () => {
  it("links to the authenticator app, and keeps the same key across a reload and a second 'Add app'", async () => {
    const b = await signedUp();
    const enrol = await b.post("/owner/security", { intent: "enrol", friendlyName: "My phone" });
    expect(enrol.status).toBe(200);
    const html = await enrol.text();
    const uri = otpauthLink(html)!;
    expect(uri).toMatch(/^otpauth:\/\/totp\//);
    expect(html).toContain(">Open in your authenticator app</a>");
    const secret = secretOf(uri)!;
    expect(shownKey(html)).toBe(secret);
    // The key in groups of four, for reading.
    expect(html).toContain(`>${secret.slice(0, 4)}</span>`);
    expect(textOf(html)).toContain("Add your authenticator app");
    expect(textOf(html)).not.toContain("Scan this code with");

    // She switches to her app; the page reloads: the same set-up, the same key.
    const reloaded = await (await b.get("/owner/security")).text();
    expect(secretOf(otpauthLink(reloaded)!)).toBe(secret);
    expect(shownKey(reloaded)).toBe(secret);
    // "Add app" again (an old tab) gives the same key, not a new one.
    const again = await (await b.post("/owner/security", { intent: "enrol", friendlyName: "My phone" })).text();
    expect(secretOf(otpauthLink(again)!)).toBe(secret);

    // The code from that key turns it on, from the reloaded page's form.
    const verified = await b.post("/owner/security", {
      intent: "verify-new",
      factorId: hiddenField(reloaded, "factorId"),
      friendlyName: hiddenField(reloaded, "friendlyName"),
      secret: hiddenField(reloaded, "secret"),
      uri: hiddenField(reloaded, "uri"),
      code: await codeFor(secret),
    });
    expect(verified.status).toBe(303);
    const factors = await app.env.LEADS_DB.prepare("SELECT status FROM owner_factors").all<{ status: string }>();
    expect(factors.results).toEqual([{ status: "verified" }]);
  });

  it("words a wrong first code as set-up, not sign-in", async () => {
    const b = await signedUp();
    const html = await (await b.post("/owner/security", { intent: "enrol", friendlyName: "My phone" })).text();
    const right = await codeFor(shownKey(html)!);
    const refused = await b.post("/owner/security", {
      intent: "verify-new",
      factorId: hiddenField(html, "factorId"),
      friendlyName: "My phone",
      secret: hiddenField(html, "secret"),
      uri: hiddenField(html, "uri"),
      code: String((Number(right) + 1) % 1_000_000).padStart(6, "0"),
    });
    expect(refused.status).toBe(400);
    const toast = toastText(await refused.text());
    expect(toast).toContain("App not added yet");
    expect(toast).not.toContain("Sign in Failed");
  });

  it("cancels a set-up: its key is gone and the next 'Add app' makes a new one", async () => {
    const b = await signedUp();
    const html = await (await b.post("/owner/security", { intent: "enrol", friendlyName: "My phone" })).text();
    const first = shownKey(html)!;
    expect(html).toContain("Cancel this set-up");
    const cancelled = await b.post("/owner/security", {
      intent: "cancel-enrol",
      factorId: hiddenField(html, "factorId"),
    });
    expect(cancelled.status).toBe(303);
    const page = await (await b.get("/owner/security")).text();
    expect(otpauthLink(page)).toBeNull();
    expect(textOf(page)).toContain("Set-up cancelled");
    expect((await app.env.LEADS_DB.prepare("SELECT count(*) AS n FROM owner_factors").first<{ n: number }>())!.n).toBe(
      0,
    );
    const next = await (await b.post("/owner/security", { intent: "enrol", friendlyName: "My phone" })).text();
    expect(shownKey(next)).not.toBe(first);
  });

  it("after the first app, asks her to save recovery codes once, to print or download as a text file", async () => {
    const b = await signedUp();
    const html = await (await b.post("/owner/security", { intent: "enrol", friendlyName: "My phone" })).text();
    const verified = await b.post("/owner/security", {
      intent: "verify-new",
      factorId: hiddenField(html, "factorId"),
      friendlyName: "My phone",
      secret: hiddenField(html, "secret"),
      uri: hiddenField(html, "uri"),
      code: await codeFor(shownKey(html)!),
    });
    expect(verified.status).toBe(303);
    expect(verified.headers.get("Location")).toBe("/owner/security/recovery-codes");
    const page = await b.get("/owner/security/recovery-codes");
    expect(page.status).toBe(200);
    const codesPage = await page.text();
    expect(textOf(codesPage)).toContain("Save your recovery codes");
    expect(textOf(codesPage)).toContain("Two-step sign-in is on");
    const codes = [...codesPage.matchAll(/<li>([A-Z2-9]{4}-[A-Z2-9]{4}-[A-Z2-9]{4})<\/li>/g)].map((m) => m[1]);
    expect(codes).toHaveLength(10);
    expect(codesPage).toContain("Download as a text file");
    const stored = await app.env.LEADS_DB.prepare("SELECT count(*) AS n FROM owner_recovery_codes").first<{
      n: number;
    }>();
    expect(stored!.n).toBe(10);

    // The download: a text file of those codes.
    const file = await b.post("/owner/security/recovery-codes.txt", { code: codes.join("\n") });
    const download = await app.post(
      "/owner/security/recovery-codes.txt",
      { code: codes },
      { headers: { Cookie: b.cookies } },
    );
    expect(file.status).toBe(400); // one field holding them all is not a code
    expect(download.status).toBe(200);
    expect(download.headers.get("Content-Type")).toBe("text/plain; charset=utf-8");
    expect(download.headers.get("Content-Disposition")).toBe('attachment; filename="recovery-codes.txt"');
    const text = await download.text();
    for (const code of codes) expect(text).toContain(code);
    expect(text).toContain(OWNER);

    // Shown once: the page again does not show them.
    const later = await (await b.get("/owner/security/recovery-codes")).text();
    expect(textOf(later)).not.toContain("Save your recovery codes");
    for (const code of codes) expect(later).not.toContain(code);
  });

  it("serves the codes file only at the second level", async () => {
    const b = await signedUp();
    const refused = await b.post("/owner/security/recovery-codes.txt", { code: "ABCD-EFGH-JKLM" });
    expect(refused.status).toBe(403);
    expect(refused.headers.get("Content-Disposition")).toBeNull();
    const stranger = await app.post("/owner/security/recovery-codes.txt", { code: "ABCD-EFGH-JKLM" });
    expect(stranger.status).toBe(302);
  });
});
