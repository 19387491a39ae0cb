import { beforeEach, describe, expect, it, vi } from "vitest";
import { ORIGIN } from "../support/harness/app";
import { elementWith, textOf } from "../support/harness/html";
import { ownerBrowser, signInOwnerAtAal2, type OwnerBrowser } from "../support/harness/owner-browser";
import { useOwnerSite } from "../support/harness/owner-site";

/**
 * History in her words: Restore first shows the whole section as it would come back (every field,
 * with her forms' labels), only its confirm restores, and the restore's entry says what it put
 * back and from when, in her time zone (New York).
 */

const site = useOwnerSite(["site_versions"], { signIn: false });
const { app } = site;

// Saturday 21 November 2026, 3:04 PM in New York (EST, UTC-5): her first profile; a week before
// November's session (the 28th, 6 PM).
const FIRST_SAVE = new Date("2026-11-21T20:04:00Z");
const SECOND_SAVE = new Date("2026-11-21T20:30:00Z");
const RESTORED_AT = new Date("2026-11-21T21:00:00Z");
const AS_IT_WAS = "your profile as it was on Saturday 21 November, 3:04 PM";

let owner: OwnerBrowser;

const saveProfile = async (fields: Record<string, string>) => {
  const body = new FormData();
  for (const [name, value] of Object.entries({ intent: "save", ...fields })) body.append(name, value);
  const saved = await app.fetch("/owner/site/profile", {
    method: "POST",
    body,
    headers: { Cookie: owner.cookies, Origin: ORIGIN },
  });
  expect(saved.status).toBe(303);
};
const versions = async () =>
  (
    await app.env.LEADS_DB.prepare("SELECT id, summary FROM site_versions ORDER BY id").all<{
      id: number;
      summary: string;
    }>()
  ).results;
const about = async () => textOf(await (await app.fetch("/about")).text());

describe("restoring from History", () => {
  beforeEach(async () => {
    vi.setSystemTime(FIRST_SAVE);
    owner = ownerBrowser(app);
    await signInOwnerAtAal2(owner);
    await saveProfile({ name: "Ada Obi", headline: "Credit coach", email: "ada@adaobi.com", phone: "(407) 201-3345" });
    vi.setSystemTime(SECOND_SAVE);
    await saveProfile({ name: "Bea Obi", headline: "Money coach", email: "bea@adaobi.com", phone: "" });
    vi.setSystemTime(RESTORED_AT);
  });

  it("previews the whole section in her words, restores only on confirm, and its entry says what and from when", async () => {
    const [first] = await versions();
    const list = await owner.get("/owner/site/history");
    expect(list.status).toBe(200);
    const listHtml = await list.text();
    // Restore is a link to the preview: nothing is posted from the list.
    expect(listHtml).toContain(`href="/owner/site/history?preview=${first.id}#restore-preview"`);

    const preview = await owner.get(`/owner/site/history?preview=${first.id}`);
    expect(preview.status).toBe(200);
    const panel = elementWith(await preview.text(), 'data-testid="restore-preview"');
    expect(panel).not.toBeNull();
    const words = textOf(panel!);
    expect(words).toContain(`Restore ${AS_IT_WAS}?`);
    // Every field of the section at that version, by her form's labels, not only what that save changed.
    for (const [label, value] of [
      ["Name", "Ada Obi"],
      ["Headline", "Credit coach"],
      ["Email", "ada@adaobi.com"],
      ["Phone", "(407) 201-3345"],
      ["Your story", "Empty (the site shows its own)"],
      ["Brokerage", "Empty (the site shows its own)"],
    ])
      expect(words).toContain(`${label} ${value}`);
    expect(words).not.toMatch(/[{}"]|mailingAddress|headline:/);
    expect(panel).toContain('name="intent" value="confirm-restore"');
    // Looking changes nothing.
    expect(await versions()).toHaveLength(2);
    expect(await about()).toContain("Bea Obi");

    // The old one-step post (a page from before the preview) only leads to the preview.
    const oneStep = await owner.post("/owner/site/history", { intent: "restore", version: String(first.id) });
    expect(oneStep.status).toBe(303);
    expect(oneStep.headers.get("Location")).toBe(`/owner/site/history?preview=${first.id}#restore-preview`);
    expect(await versions()).toHaveLength(2);
    expect(await about()).toContain("Bea Obi");

    const confirmed = await owner.post("/owner/site/history", { intent: "confirm-restore", version: String(first.id) });
    expect(confirmed.status).toBe(303);
    expect(confirmed.headers.get("Location")).toBe("/owner/site/history");
    expect(await versions()).toHaveLength(3);
    expect(await about()).toContain("Ada Obi");

    const after = textOf(await (await owner.get("/owner/site/history")).text());
    expect(after).toContain("Version restored");
    expect(after).toContain(`Your profile is back as it was on Saturday 21 November, 3:04 PM.`);
    expect(after).toContain(`Restored ${AS_IT_WAS}`);
    expect(after).not.toContain("Restored version");
  });

  it("answers a version that is not in her history plainly, restoring nothing", async () => {
    const missing = await owner.get("/owner/site/history?preview=99999");
    expect(missing.status).toBe(404);
    expect(textOf(await missing.text())).toContain("That version is not in your history");
    expect((await owner.get("/owner/site/history?preview=abc")).status).toBe(404);
    const refused = await owner.post("/owner/site/history", { intent: "confirm-restore", version: "99999" });
    expect(refused.status).toBe(400);
    expect(await versions()).toHaveLength(2);
  });
});
