import { imageSize } from "image-size";
import { beforeEach, describe, expect, it } from "vitest";
import { ORIGIN } from "../support/harness/app";
import { decode, mainOf, textOf } from "../support/harness/html";
import { largeJpeg, SMALL_JPEG } from "../support/fixtures/photos";
import type { OwnerBrowser } from "../support/harness/owner-browser";
import { useOwnerSite } from "../support/harness/owner-site";

/**
 * Her profile's page (/owner/site/profile) through the real build on local D1: her photo judged by
 * its bytes and stored at web size, her story and contacts, and the refusals that keep what she
 * typed. Apart from your-site.test.ts, whose event tests run again at each edge instant: a photo's
 * work does not depend on the day, so it runs once.
 */

const site = useOwnerSite(["site_versions", "outbox", "event_registrations", "subscribers", "leads"]);
const { app } = site;
let owner: OwnerBrowser;
beforeEach(() => void ({ owner } = site));

const page = async (path: string) => (await app.fetch(path)).text();
const fieldError = (html: string) =>
  [...html.matchAll(/data-testid="field-error"[^>]*>([^<]*)</g)].map((m) => decode(m[1]));

/** A multipart post from the signed-in owner (the photo form). */
async function postMultipart(path: string, fields: Record<string, string | File>) {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.append(name, value);
  return app.fetch(path, { method: "POST", body, headers: { Cookie: owner.cookies, Origin: ORIGIN } });
}

const JPEG = SMALL_JPEG;

describe("photo and story", () => {
  it("a JPEG goes to R2 under its hash and shows on /about and the home hero; the story and contacts too", async () => {
    const response = await postMultipart("/owner/site/profile", {
      intent: "save",
      name: "Ada <Obi>",
      headline: "Coach",
      bio: "I help families.",
      email: "ada@example.org",
      phone: "(407) 555-1234",
      photo: new File([JPEG], "me.jpg", { type: "image/jpeg" }),
    });
    expect(response.status).toBe(303);
    const about = await page("/about");
    const src = /src="(\/site\/photo\/[0-9a-f]{64}\.jpg)"/.exec(about)?.[1];
    expect(src).toBeTruthy();
    expect(textOf(mainOf(about))).toContain("Ada <Obi>");
    expect(about).toContain("Ada &lt;Obi&gt;");
    expect(textOf(mainOf(about))).toContain("I help families.");
    expect(await page("/")).toContain(src!);
    const contact = textOf(mainOf(await page("/contact")));
    expect(contact).toContain("ada@example.org");
    expect(contact).toContain("(407) 555-1234");

    const photo = await app.fetch(src!);
    expect(photo.status).toBe(200);
    expect(photo.headers.get("Content-Type")).toBe("image/jpeg");
    expect(photo.headers.get("Cache-Control")).toBe("public, max-age=31536000, immutable");
    expect(new Uint8Array(await photo.arrayBuffer())).toEqual(JPEG);

    // Saving the words again keeps the photo.
    expect((await postMultipart("/owner/site/profile", { intent: "save", name: "Ada Obi" })).status).toBe(303);
    expect(await page("/about")).toContain(src!);
  });

  /** Posts `file` as the photo with a name; refused beside the field, the name kept, nothing stored. */
  async function refusedPhoto(file: File) {
    const response = await postMultipart("/owner/site/profile", { intent: "save", name: "Kept name", photo: file });
    expect(response.status).toBe(400);
    const html = await response.text();
    expect(fieldError(html)).toEqual(["Choose a photo that is a JPEG, PNG or WebP image of at most 15 MB."]);
    expect(html).toContain('value="Kept name"');
    expect(html).toContain('aria-describedby="site-photo-hint site-photo-error"');
    const rows = await app.env.LEADS_DB.prepare("SELECT COUNT(*) AS n FROM site_versions").first<{ n: number }>();
    expect(rows?.n).toBe(0);
  }

  it("refuses an SVG named as a JPEG by its bytes, storing nothing", async () => {
    await refusedPhoto(
      new File(['<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'], "me.jpg", {
        type: "image/jpeg",
      }),
    );
  });

  it("refuses a renamed executable by its bytes, storing nothing", async () => {
    await refusedPhoto(
      new File([new Uint8Array([0x4d, 0x5a, 0x90, 0x00, 3, 0, 0, 0])], "photo.png", { type: "image/png" }),
    );
  });

  it("refuses 21 MB before reading it, beside the field, storing nothing", async () => {
    const big = await postMultipart("/owner/site/profile", {
      intent: "save",
      name: "Never read",
      photo: new File([new Uint8Array(21 * 1024 * 1024)], "big.jpg", { type: "image/jpeg" }),
    });
    expect(big.status).toBe(413);
    const html = await big.text();
    expect(fieldError(html)).toEqual([
      "Choose a photo that is a JPEG, PNG or WebP image of at most 15 MB. This one is larger, so nothing was saved: choose a smaller one and make your changes again.",
    ]);
    expect(html).toContain('aria-describedby="site-photo-hint site-photo-error"');
    expect(html).not.toContain("Never read");
    const rows = await app.env.LEADS_DB.prepare("SELECT COUNT(*) AS n FROM site_versions").first<{ n: number }>();
    expect(rows?.n).toBe(0);
  });

  it("refuses 16 MB beside the field and keeps her name and story", async () => {
    const big = await postMultipart("/owner/site/profile", {
      intent: "save",
      name: "Kept name",
      bio: "My kept story.\n\nIts second paragraph.",
      photo: new File([JPEG, new Uint8Array(16 * 1024 * 1024)], "big.jpg", { type: "image/jpeg" }),
    });
    expect(big.status).toBe(400);
    const html = await big.text();
    expect(fieldError(html)).toEqual([
      "Choose a photo that is a JPEG, PNG or WebP image of at most 15 MB. This one is larger.",
    ]);
    expect(html).toContain('value="Kept name"');
    expect(html).toMatch(/My kept story\.\s+Its second paragraph\.<\/textarea>/);
    const rows = await app.env.LEADS_DB.prepare("SELECT COUNT(*) AS n FROM site_versions").first<{ n: number }>();
    expect(rows?.n).toBe(0);
  });

  it("stores a large photo at web size (2,000 px on its long side, a JPEG) with its real width and height", async () => {
    const large = largeJpeg(2100, 1400, 97);
    expect(large.length).toBeGreaterThan(2 * 1024 * 1024);
    const saved = await postMultipart("/owner/site/profile", {
      intent: "save",
      bio: "With a large photo.",
      photo: new File([large], "phone.jpg", { type: "image/jpeg" }),
    });
    expect(saved.status).toBe(303);
    const about = mainOf(await page("/about"));
    const img = /<img[^>]*src="(\/site\/photo\/[0-9a-f]{64}\.jpg)"[^>]*>/.exec(about);
    expect(img?.[0]).toContain('width="2000"');
    expect(img?.[0]).toContain('height="1333"');
    const stored = new Uint8Array(await (await app.fetch(img![1])).arrayBuffer());
    expect(imageSize(stored)).toMatchObject({ type: "jpg", width: 2000, height: 1333 });
    expect(stored.length).toBeLessThan(large.length / 2);
  });

  it("without JavaScript, refuses a 12 MP phone photo (6 MB, 4000 × 3000) the Worker cannot hold, keeping her story", async () => {
    const phone = largeJpeg(4000, 3000);
    expect(phone.length).toBeGreaterThan(5 * 1024 * 1024);
    const refused = await postMultipart("/owner/site/profile", {
      intent: "save",
      name: "Kept name",
      bio: "My kept story.",
      photo: new File([phone], "phone.jpg", { type: "image/jpeg" }),
    });
    expect(refused.status).toBe(400);
    const html = await refused.text();
    expect(fieldError(html)[0]).toContain("This photo is 4000 × 3000 pixels");
    expect(fieldError(html)[0]).toContain("Turn on JavaScript");
    expect(html).toContain('value="Kept name"');
    expect(html).toContain("My kept story.</textarea>");
    const rows = await app.env.LEADS_DB.prepare("SELECT COUNT(*) AS n FROM site_versions").first<{ n: number }>();
    expect(rows?.n).toBe(0);
  });

  it("stores the web-size copy her browser made (JavaScript) as it came, at its real size", async () => {
    const copy = largeJpeg(1500, 2000, 85);
    const saved = await postMultipart("/owner/site/profile", {
      intent: "save",
      photo: new File([copy], "phone.jpg", { type: "image/jpeg" }),
    });
    expect(saved.status).toBe(303);
    const about = mainOf(await page("/about"));
    const img = /<img[^>]*src="(\/site\/photo\/[0-9a-f]{64}\.jpg)"[^>]*>/.exec(about);
    expect(img?.[0]).toContain('width="1500"');
    expect(img?.[0]).toContain('height="2000"');
    expect(new Uint8Array(await (await app.fetch(img![1])).arrayBuffer())).toEqual(copy);
  });

  it("refuses a bad email and a javascript: social link beside their fields", async () => {
    const bad = await postMultipart("/owner/site/profile", {
      intent: "save",
      email: "not-an-email",
      instagram: "javascript:alert(1)",
    });
    expect(bad.status).toBe(400);
    expect(fieldError(await bad.text())).toEqual([
      "Give an email address, such as you@yourdomain.com.",
      "Give your profile's https:// address.",
    ]);
  });
});
