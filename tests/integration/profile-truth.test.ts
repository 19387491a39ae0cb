import { beforeEach, describe, expect, it } from "vitest";
import { siteProfile } from "~/content/profile";
import { ORIGIN } from "../support/harness/app";
import { decode, mainOf, textOf } from "../support/harness/html";
import type { OwnerBrowser } from "../support/harness/owner-browser";
import { useOwnerSite } from "../support/harness/owner-site";

/**
 * Her whole profile (/owner/site/profile) through the real build on local D1: what she writes is
 * what /about, /contact, /privacy, /terms, the footer and a broadcast show, exactly; a refused post
 * keeps what she typed; and in production a sample block she did not confirm is left out of every
 * page (never a placeholder), while /owner names it as a sample.
 */

const site = useOwnerSite(["site_versions", "outbox", "subscribers", "broadcasts"]);
const { app } = site;
let owner: OwnerBrowser;
beforeEach(() => void ({ owner } = site));

const PRODUCTION = { ENVIRONMENT: "production", SESSION_SECRET: "production-test-secret-0123456789", SITE_URL: ORIGIN };

const STORY = [
  "I grew up in **Lagos** and moved to [Tampa](https://example.org) in 2009.",
  "My first <b>home</b> took four years of saving.",
  "- Now I teach others what I learned.",
  "# Faith first",
];
const STORY_TEXT = [
  "I grew up in Lagos and moved to Tampa in 2009.",
  "My first home took four years of saving.",
  "Now I teach others what I learned.",
  "Faith first",
];
const CREDENTIALS = ["Florida sales associate since 2019", "HUD-approved housing counselor", "MBA, Rollins College"];
const HERS = {
  intent: "save",
  name: "Ada Okafor",
  headline: "Coach and agent in Tampa",
  bio: STORY.join("\n\n"),
  focus: "Homeownership: from credit to closing\nSmall business",
  credentials: CREDENTIALS.join("\n"),
  office_city_0: "Tampa",
  office_street_0: "12 Palm Ave, Tampa, FL 33602",
  office_hours_0: "Tue-Thu 10-4",
  office_city_1: "Lakeland",
  office_street_1: "",
  office_hours_1: "By appointment",
  mailing_address: "PO Box 77, Tampa, FL 33601",
  email: "ada@adaokafor.com",
  phone: "(813) 201-3345",
  licence: "Florida Sales Associate SL3456789",
  brokerage: "Sunrise Realty, 40 Park Ave, Tampa",
  instagram: "https://www.instagram.com/adaokafor",
};

/** A post of the profile form (multipart, as the page sends it) with each "this is true" box ticked. */
async function saveProfile(fields: Record<string, string>, confirm: string[] = []) {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.append(name, value);
  for (const block of confirm) body.append("confirm", block);
  return app.fetch("/owner/site/profile", { method: "POST", body, headers: { Cookie: owner.cookies, Origin: ORIGIN } });
}

const page = async (path: string, production = false) => {
  const response = await app.fetch(path, production ? { vars: PRODUCTION } : {});
  expect(response.status, path).toBe(200);
  return response.text();
};

/** The words of the sample blocks that must never be shown in production unless she kept them. */
const SAMPLE_WORDS = [
  siteProfile.person.shortBio,
  ...siteProfile.person.story,
  ...siteProfile.person.credentials,
  ...siteProfile.person.focusAreas.map((f) => f.text),
  "100 Example Avenue",
  "300 Example Street",
  "Akure",
];

describe("her whole profile", () => {
  it("shows exactly hers on /about, /contact, /privacy, /terms and the footer", async () => {
    expect((await saveProfile(HERS)).status).toBe(303);

    const about = mainOf(await page("/about"));
    const story = /data-testid="about-story"[^>]*>([\s\S]*?)<\/div>/.exec(about)![1];
    expect([...story.matchAll(/<p[^>]*>([\s\S]*?)<\/p>/g)].map((m) => decode(m[1]))).toEqual(STORY_TEXT);
    expect(about).not.toContain("<b>home</b>");
    expect(about).not.toContain("&lt;b&gt;");
    const credentials = /data-testid="about-credentials"[^>]*>([\s\S]*?)<\/div>/.exec(about)![1];
    expect([...credentials.matchAll(/<span[^>]*>([\s\S]*?)<\/span>/g)].map((m) => decode(m[1]))).toEqual(CREDENTIALS);
    expect(textOf(about)).toContain("Ada Okafor");
    expect(textOf(about)).toContain("from credit to closing");
    for (const words of SAMPLE_WORDS) expect(textOf(about)).not.toContain(words);

    const contact = mainOf(await page("/contact"));
    const offices = [...contact.matchAll(/<li[^>]*data-testid="office"[^>]*>([\s\S]*?)<\/li>/g)].map((m) =>
      textOf(m[1]),
    );
    expect(offices).toHaveLength(2);
    expect(offices[0]).toContain("Tampa");
    expect(offices[0]).toContain("12 Palm Ave, Tampa, FL 33602");
    expect(offices[0]).toContain("Tue-Thu 10-4");
    expect(offices[1]).toContain("Lakeland");
    expect(offices[1]).toContain("By appointment");
    expect(contact).toContain("mailto:ada@adaokafor.com");
    expect(textOf(contact)).not.toMatch(/example\.com|555-01|Example Avenue|Example Street|Akure/);

    for (const path of ["/privacy", "/terms"]) {
      const text = textOf(mainOf(await page(path)));
      expect(text, path).toContain("ada@adaokafor.com");
      expect(text, path).toContain("(813) 201-3345");
      expect(text, path).toContain("PO Box 77, Tampa, FL 33601");
      expect(text, path).not.toMatch(/example\.com|555-0142|Example Avenue/);
    }

    // The licence line is in the footer of the real-estate pages; her social links in the site's footer.
    const licence = /<footer[\s\S]*<\/footer>/.exec(await page("/property-management"))![0];
    expect(textOf(licence)).toContain(
      "Florida Sales Associate SL3456789. Brokered by Sunrise Realty, 40 Park Ave, Tampa.",
    );
    expect(textOf(licence)).not.toMatch(/SL0000000|Example Realty/);
    const footer = /<footer[\s\S]*<\/footer>/.exec(await page("/"))![0];
    expect(footer).toContain('href="https://www.instagram.com/adaokafor"');
    expect(footer).not.toContain('href="https://www.facebook.com/"');
  });

  it("signs a broadcast's footer with her business's mailing address", async () => {
    expect((await saveProfile(HERS)).status).toBe(303);
    const preview = await owner.post("/owner/broadcasts/new", {
      subject: "Hello",
      preheader: "",
      body: "Hello there",
      audience: "all",
      send_at: "",
      intent: "preview",
    });
    expect(preview.status).toBe(200);
    const text = decode(/data-testid="preview-text"[^>]*>([\s\S]*?)<\/pre>/.exec(await preview.text())?.[1] ?? "");
    expect(text).toContain("PO Box 77, Tampa, FL 33601");
    expect(text).not.toContain("Example Avenue");
  });

  it("a refused post keeps what she typed, offices and ticked boxes included, and saves nothing", async () => {
    const response = await saveProfile({ ...HERS, email: "not-an-email" }, ["credentials"]);
    expect(response.status).toBe(400);
    const html = await response.text();
    expect(html).toContain('value="12 Palm Ave, Tampa, FL 33602"');
    expect(html).toContain('value="By appointment"');
    expect(html).toContain("HUD-approved housing counselor");
    expect(html).toMatch(/<input[^>]*value="credentials"[^>]*checked=""|<input[^>]*checked=""[^>]*value="credentials"/);
    expect(html).not.toMatch(/<input[^>]*value="story"[^>]*checked=""/);
    const rows = await app.env.LEADS_DB.prepare("SELECT COUNT(*) AS n FROM site_versions").first<{ n: number }>();
    expect(rows?.n).toBe(0);
  });
});

describe("her photo", () => {
  it("is stored with its real width and height and drawn at them", async () => {
    const png = new Uint8Array(64);
    png.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);
    new DataView(png.buffer).setUint32(16, 640);
    new DataView(png.buffer).setUint32(20, 480);
    const body = new FormData();
    body.append("intent", "save");
    body.append("photo", new File([png], "me.png", { type: "image/png" }));
    const saved = await app.fetch("/owner/site/profile", {
      method: "POST",
      body,
      headers: { Cookie: owner.cookies, Origin: ORIGIN },
    });
    expect(saved.status).toBe(303);
    const about = mainOf(await page("/about"));
    const img = /<img[^>]*src="\/site\/photo\/[0-9a-f]{64}\.png"[^>]*>/.exec(about)?.[0] ?? "";
    expect(img).toContain('width="640"');
    expect(img).toContain('height="480"');
  });
});

describe("in production, nothing invented goes live", () => {
  it("with nothing confirmed, no page shows the sample story, credentials, focus areas, offices or addresses", async () => {
    for (const path of ["/about", "/contact", "/privacy", "/terms", "/"]) {
      const text = textOf(mainOf(await page(path, true)));
      for (const words of SAMPLE_WORDS) expect(text, `${path}: ${words.slice(0, 30)}`).not.toContain(words);
      expect(text, path).not.toMatch(/Example Avenue|Example Street/);
    }
    const about = mainOf(await page("/about", true));
    expect(about).not.toContain('data-testid="about-credentials"');
    expect(about).not.toContain('data-testid="about-story"');
    expect(mainOf(await page("/contact", true))).not.toContain('data-testid="office"');
  });

  it("a sample she ticks as true shows; the others stay out, and /owner names them as samples", async () => {
    expect((await saveProfile({ intent: "save" }, ["credentials"])).status).toBe(303);
    const about = textOf(mainOf(await page("/about", true)));
    for (const credential of siteProfile.person.credentials) expect(about).toContain(credential);
    for (const paragraph of siteProfile.person.story) expect(about).not.toContain(paragraph);

    const dashboard = await (await owner.get("/owner")).text();
    const items = [...dashboard.matchAll(/data-item="([^"]+)" data-level="([^"]+)"/g)].map((m) => `${m[2]}:${m[1]}`);
    expect(items).toEqual(expect.arrayContaining(["stop:story", "stop:focus", "stop:offices", "stop:address"]));
    expect(items).not.toContain("stop:credentials");
    expect(textOf(dashboard)).not.toContain("Nothing on your site is a sample");
  });

  it("what she wrote shows in production without any box ticked", async () => {
    expect((await saveProfile(HERS)).status).toBe(303);
    expect(textOf(mainOf(await page("/about", true)))).toContain(STORY_TEXT[0]);
    expect(textOf(mainOf(await page("/contact", true)))).toContain("12 Palm Ave, Tampa, FL 33602");
    expect(textOf(mainOf(await page("/privacy", true)))).toContain("PO Box 77, Tampa, FL 33601");
  });
});
