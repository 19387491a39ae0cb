import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { LEAD_FORM_COPY } from "~/content/lead-forms";
import { useTestApp } from "../support/harness/app";
import { textOf } from "../support/harness/html";
import { LEAD_CASES } from "../support/fixtures/lead-cases";
import { startSupabaseStandIn, SUPABASE_KEY, type SupabaseStandIn } from "../support/stand-ins/supabase-leads";

/**
 * Without JavaScript, a refused form's page opens with focus where the visitor must look: the
 * first refused field (autofocus), or the toast when no field was refused (a 502).
 */

const app = useTestApp();
let supabase: SupabaseStandIn;
beforeAll(async () => {
  supabase = await startSupabaseStandIn();
});
afterAll(() => supabase?.close());
beforeEach(() => {
  supabase.failWith(null);
});

/** The opening tags that carry autofocus. */
const autofocused = (html: string) => html.match(/<[a-z]+\b[^>]*\sautofocus=""[^>]*>/g) ?? [];

describe.each(LEAD_CASES)("the $id form, refused", (leadCase) => {
  it("400: the first refused field (in the form's order) has autofocus, and nothing else", async () => {
    const response = await app.post(leadCase.action, { ...leadCase.post, name: "  ", email: "someone@localhost" });
    expect(response.status).toBe(400);
    const tags = autofocused(await response.text());
    expect(tags).toHaveLength(1);
    expect(tags[0]).toMatch(/^<input\b/);
    expect(tags[0]).toContain('name="name"');
    expect(tags[0]).toContain('aria-invalid="true"');
  });

  it("400 on a later field: that field has autofocus", async () => {
    const response = await app.post(leadCase.action, { ...leadCase.post, email: "someone@localhost" });
    expect(response.status).toBe(400);
    const tags = autofocused(await response.text());
    expect(tags).toHaveLength(1);
    expect(tags[0]).toContain('name="email"');
  });

  it("502: the toast has autofocus, no field does", async () => {
    supabase.failWith(500);
    const response = await app.post(leadCase.action, leadCase.post, {
      vars: { SUPABASE_URL: supabase.url, SUPABASE_ANON_KEY: SUPABASE_KEY },
    });
    expect(response.status).toBe(502);
    const html = await response.text();
    const tags = autofocused(html);
    expect(tags).toHaveLength(1);
    expect(tags[0]).toMatch(/^<div\b[^>]*role="status"/);
    const toast = html.slice(html.indexOf(tags[0]!));
    expect(textOf(toast.slice(0, toast.indexOf("</div></div>")))).toContain(
      LEAD_FORM_COPY[leadCase.id].failure.message,
    );
  });

  it("the form posts to its page without a fragment (a fragment stops autofocus)", async () => {
    const html = await (await app.fetch(leadCase.page)).text();
    const form = new RegExp(`<form\\b[^>]*data-lead-form="${leadCase.id}"[^>]*>`).exec(html)?.[0] ?? "";
    expect(form).toMatch(/\saction="[^"#]*"/);
  });
});
