import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { FIELD_LIMITS, LEAD_FORM_COPY, tooLongMessage } from "~/content/lead-forms";
import { newSubmissionId } from "~/lib/lead-schemas";
import { leadForms } from "~/services/leads/lead-forms.server";
import type { Toast } from "~/content/types";
import { cookiesFrom, ORIGIN, toSearchParams, useTestApp } from "../support/harness/app";
import { LEAD_CASES, redirectOf, type LeadCase } from "../support/fixtures/lead-cases";
import { elementWith } from "../support/harness/html";
import { startSupabaseStandIn, SUPABASE_KEY, type SupabaseStandIn } from "../support/stand-ins/supabase-leads";

const app = useTestApp();
let supabase: SupabaseStandIn;
beforeAll(async () => {
  supabase = await startSupabaseStandIn();
});
afterAll(() => supabase?.close());
beforeEach(async () => {
  await app.env.LEADS_DB.prepare("DELETE FROM leads").run();
  supabase.rows.length = 0;
  supabase.requests.length = 0;
  supabase.failWith(null);
});

const SUPABASE = { SUPABASE_URL: "", SUPABASE_ANON_KEY: SUPABASE_KEY };
const supabaseVars = () => ({ ...SUPABASE, SUPABASE_URL: supabase.url });

async function storedRows(): Promise<Record<string, unknown>[]> {
  const { results } = await app.env.LEADS_DB.prepare("SELECT * FROM leads ORDER BY id").all();
  return results;
}

/** React escapes these characters in text and attributes. */
const escaped = (text: string) =>
  text
    .replace(/&/g, "&amp;")
    .replace(/'/g, "&#x27;")
    .replace(/"/g, "&quot;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;");

function expectToast(html: string, toast: Toast) {
  const box = /<div role="status"[^>]*>[\s\S]*?<\/div><\/div>/.exec(html)?.[0] ?? "";
  expect(box, "the toast in the page").toContain(escaped(toast.message));
  if (toast.description) expect(box).toContain(escaped(toast.description));
  if (toast.duration) expect(box).toContain(`data-duration="${toast.duration}"`);
}

/** Follows a 303 as a browser does, with its cookies, and returns the page's HTML. */
async function follow(response: Response): Promise<string> {
  const page = await app.fetch(response.headers.get("Location")!, { headers: { Cookie: cookiesFrom(response) } });
  expect(page.status).toBe(200);
  return page.text();
}

/** The form's fields as posted (with the render's submission token), with some left out or changed. */
function fields(
  leadCase: LeadCase,
  change: Record<string, string | string[] | undefined> = {},
): Record<string, string | string[]> {
  const result: Record<string, string | string[]> = { ...leadCase.post, submission_id: newSubmissionId() };
  for (const [name, value] of Object.entries(change)) {
    if (value === undefined) delete result[name];
    else result[name] = value;
  }
  return result;
}

/** The opening tags of one element type, e.g. every <input …>. */
function tags(html: string, name: string): string[] {
  return html.match(new RegExp(`<${name}\\b[^>]*>`, "g")) ?? [];
}

function attr(tag: string, name: string): string | undefined {
  return new RegExp(`\\s${name}="([^"]*)"`).exec(tag)?.[1];
}

/** The tag of the form control called `name` (with `value`, for radios and checkboxes). */
function control(html: string, name: string, value?: string): string | undefined {
  return ["input", "textarea", "select"]
    .flatMap((kind) => tags(html, kind))
    .find((tag) => attr(tag, "name") === name && (value === undefined || attr(tag, "value") === escaped(value)));
}

/** Asserts the page shows the form again with the visitor's answers and a message per refused field. */
function expectRefusedForm(page: string, leadCase: LeadCase, refused: Record<string, string>) {
  // The case's own form: a page may show others with the same field names (an offer's waitlist form).
  const html = elementWith(page, `data-lead-form="${leadCase.id}"`) ?? page;
  for (const [name, message] of Object.entries(refused)) {
    const errorId = `${leadCase.id}-${name}-error`;
    const text = new RegExp(`<p id="${errorId}"[^>]*>([^<]*)</p>`).exec(html)?.[1];
    expect(text, `the message beside ${name}`).toBe(escaped(message));
    const described = [
      ...tags(html, "input"),
      ...tags(html, "textarea"),
      ...tags(html, "select"),
      ...tags(html, "fieldset"),
    ].filter((tag) => attr(tag, "aria-describedby") === errorId);
    expect(described.length, `${name} points to its message`).toBeGreaterThan(0);
    const invalid = ["input", "textarea", "select"]
      .flatMap((kind) => tags(html, kind))
      .filter((tag) => attr(tag, "name") === name && attr(tag, "aria-invalid") === "true");
    expect(invalid.length, `${name} is marked invalid`).toBeGreaterThan(0);
  }
  for (const [name, value] of Object.entries(leadCase.post)) {
    if (name in refused || name === "plan" || name === "submission_id") continue;
    for (const item of Array.isArray(value) ? value : [value]) {
      if (item === "") continue;
      if (name === "timeframe") {
        const option = tags(html, "option").find((tag) => attr(tag, "value") === escaped(item));
        expect(option, `${name} kept`).toContain('selected=""');
      } else if (name === "assistance_needed" || name === "interest" || name === "service_level") {
        expect(control(html, name, item), `${name} kept`).toContain('checked=""');
      } else if (control(html, name)?.startsWith("<textarea")) {
        expect(html, `${name} kept`).toContain(`>${escaped(item)}</textarea>`);
      } else {
        expect(attr(control(html, name) ?? "", "value"), `${name} kept`).toBe(escaped(item));
      }
    }
  }
}

describe.each(LEAD_CASES)("the $id form", (leadCase) => {
  const copy = LEAD_FORM_COPY[leadCase.id];

  it("shows its form on its page, with the schema's constraints", async () => {
    const html = await (await app.fetch(leadCase.page)).text();
    expect(html).toContain(`data-lead-form="${leadCase.id}"`);
    for (const name of leadCase.required) {
      const field = leadForms[leadCase.id].fields[name as never] as { spec: { kind: string } };
      if (field.spec.kind === "radio" || field.spec.kind === "select") continue;
      expect(control(html, name), `${name} is required`).toContain('required=""');
    }
    expect(attr(control(html, "website") ?? "", "tabindex")).toBe("-1");
  });

  it("stores exactly the expected row and answers 303 with the success toast", async () => {
    const token = newSubmissionId();
    const response = await app.post(leadCase.action, { ...leadCase.post, submission_id: token });
    expect(response.status).toBe(303);
    expect(response.headers.get("Location")).toBe(redirectOf(leadCase));
    const rows = await storedRows();
    expect(rows).toHaveLength(1);
    // status and note are the owner's (migrations/0002_owner.sql): a new lead is "new", without a note.
    const { id, created_at, status, note, ...columns } = rows[0];
    expect({ status, note }).toEqual({ status: "new", note: null });
    expect(typeof id).toBe("number");
    expect(Date.now() - Date.parse(String(created_at))).toBeLessThan(60_000);
    expect(columns).toEqual({ ...leadCase.row, submission_id: token });
    expectToast(await follow(response), copy.success);
  });

  it.each(leadCase.required)(
    "without %s: 400, the answers kept, a message beside the field, nothing stored",
    async (missing) => {
      const response = await app.post(leadCase.action, fields(leadCase, { [missing]: undefined }));
      expect(response.status).toBe(400);
      const html = await response.text();
      const message = (await import("~/content/lead-forms")).FIELD_MESSAGES[missing as "name"];
      expectRefusedForm(html, leadCase, { [missing]: message });
      expectToast(html, copy.invalid);
      expect(await storedRows()).toHaveLength(0);
    },
  );

  it("refuses a 10,000-character name with 400 and stores nothing", async () => {
    const response = await app.post(leadCase.action, fields(leadCase, { name: "n".repeat(10_000) }));
    expect(response.status).toBe(400);
    expect(await response.text()).toContain(escaped(tooLongMessage(FIELD_LIMITS.name)));
    expect(await storedRows()).toHaveLength(0);
  });

  it("answers a filled honeypot as if saved and stores nothing", async () => {
    const response = await app.post(leadCase.action, fields(leadCase, { website: "https://spam.example" }));
    expect(response.status).toBe(303);
    expectToast(await follow(response), copy.success);
    expect(await storedRows()).toHaveLength(0);
  });

  it("saves one lead when the same submission is posted twice (double click, resend)", async () => {
    const post = { ...leadCase.post, submission_id: newSubmissionId() };
    expect((await app.post(leadCase.action, post)).status).toBe(303);
    expect((await app.post(leadCase.action, post)).status).toBe(303);
    expect(await storedRows()).toHaveLength(1);
    expect((await app.post(leadCase.action, { ...post, submission_id: newSubmissionId() })).status).toBe(303);
    expect(await storedRows()).toHaveLength(2);
  });

  it("refuses a cross-site post with 403 and stores nothing", async () => {
    const response = await app.post(leadCase.action, leadCase.post, { headers: { Origin: "https://evil.example" } });
    expect(response.status).toBe(403);
    expect(await storedRows()).toHaveLength(0);
  });

  it("sends the lead to Supabase when it is configured, as PostgREST expects it", async () => {
    const token = newSubmissionId();
    const response = await app.post(
      leadCase.action,
      { ...leadCase.post, submission_id: token },
      { vars: supabaseVars() },
    );
    expect(response.status).toBe(303);
    expect(supabase.requests).toHaveLength(1);
    const [request] = supabase.requests;
    expect(request.headers.prefer ?? "").not.toContain("return=representation");
    const expected = {
      ...leadCase.row,
      submission_id: token,
      assistance_needed:
        leadCase.row.assistance_needed === null ? null : JSON.parse(String(leadCase.row.assistance_needed)),
    };
    expect(supabase.rows).toEqual([expected]);
    expect(await storedRows()).toHaveLength(0);
  });

  it("keeps the answers and shows the error toast with 502 when Supabase fails", async () => {
    supabase.failWith(500);
    const response = await app.post(leadCase.action, fields(leadCase), { vars: supabaseVars() });
    expect(response.status).toBe(502);
    const html = await response.text();
    expectToast(html, copy.failure);
    expectRefusedForm(html, leadCase, {});
    expect(html).not.toContain("XX000");
  });

  it("keeps the answers and shows the error toast with 502 when Supabase cannot be reached", async () => {
    const response = await app.post(leadCase.action, fields(leadCase), {
      vars: { ...SUPABASE, SUPABASE_URL: "http://127.0.0.1:9" },
    });
    expect(response.status).toBe(502);
    const html = await response.text();
    expectToast(html, copy.failure);
    expectRefusedForm(html, leadCase, {});
  });

  it("answers 503 with the error toast when no lead store is configured", async () => {
    const response = await app.post(leadCase.action, fields(leadCase), { vars: { LEADS_DB: undefined } });
    expect(response.status).toBe(503);
    expectToast(await response.text(), copy.failure);
  });

  describe("bad bodies never give a 5xx", () => {
    it("a body that is not a form: 415", async () => {
      const response = await app.fetch(leadCase.action, {
        method: "POST",
        body: JSON.stringify(leadCase.post),
        headers: { "Content-Type": "application/json", Origin: ORIGIN },
      });
      expect(response.status).toBe(415);
    });

    it("a 1 MB body: 413", async () => {
      const response = await app.post(leadCase.action, fields(leadCase, { message: "m".repeat(1024 * 1024) }));
      expect(response.status).toBe(413);
    });

    it("every field sent twice: 400", async () => {
      const doubled = Object.fromEntries(
        Object.entries(leadCase.post).map(([name, value]) => [name, Array.isArray(value) ? value : [value, value]]),
      );
      const response = await app.post(leadCase.action, doubled);
      expect(response.status).toBe(400);
      expect(await storedRows()).toHaveLength(0);
    });

    it("bytes that are not UTF-8: a 4xx or a stored replacement, never a 5xx", async () => {
      const body = new TextEncoder().encode(
        toSearchParams(fields(leadCase, { name: "x" }))
          .toString()
          .replace("name=x", "name=%FF%FE"),
      );
      const raw = new Uint8Array([...body, ...new TextEncoder().encode("&message="), 0xc3, 0x28]);
      const response = await app.fetch(leadCase.action, {
        method: "POST",
        body: raw,
        headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: ORIGIN },
      });
      expect(response.status).toBeLessThan(500);
    });

    it("a broken multipart body: 400", async () => {
      const response = await app.fetch(leadCase.action, {
        method: "POST",
        body: '--nope\r\nContent-Disposition: form-data; name="name"\r\n\r\nAda',
        headers: { "Content-Type": "multipart/form-data; boundary=missing", Origin: ORIGIN },
      });
      expect(response.status).toBe(400);
    });

    it("a file where text is expected: 400", async () => {
      const data = new FormData();
      for (const [name, value] of Object.entries(leadCase.post))
        for (const item of Array.isArray(value) ? value : [value]) data.append(name, item);
      data.set("name", new Blob(["Ada"], { type: "text/plain" }), "name.txt");
      const response = await app.fetch(leadCase.action, { method: "POST", body: data, headers: { Origin: ORIGIN } });
      expect(response.status).toBe(400);
      expect(await storedRows()).toHaveLength(0);
    });
  });
});

describe("the footer form's return path", () => {
  it("has a page of its own at /email-list, without the footer repeating it", async () => {
    const response = await app.fetch("/email-list");
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html.match(/<h1[\s>]/g)).toHaveLength(1);
    expect(html.match(/data-lead-form="emailList"/g)).toHaveLength(1);
    expect(html).not.toContain('data-testid="site-footer"');
  });

  const footer = LEAD_CASES.find((c) => c.id === "emailList")!;

  it.each([
    ["https://evil.example/phish", "/"],
    ["//evil.example", "/"],
    ["/\\evil.example", "/"],
    ["javascript:alert(1)", "/"],
    ["/store?sort=new#email-list", "/store?sort=new#email-list"],
  ])("sends %s back to %s", async (returnTo, location) => {
    const response = await app.post("/email-list", fields(footer, { returnTo }));
    expect(response.status).toBe(303);
    expect(response.headers.get("Location")).toBe(location);
  });

  it("renders the footer form on pages with a footer, posting to /email-list with the page to return to", async () => {
    const html = await (await app.fetch("/contact?from=nav")).text();
    expect(html).toMatch(/<form[^>]*action="\/email-list"/);
    expect(attr(control(html, "returnTo") ?? "", "value")).toBe("/contact?from=nav#email-list");
  });

  it("shows the 'Uh oh!' toast for 3 seconds and keeps the return path on a refusal", async () => {
    const response = await app.post("/email-list", fields(footer, { interest: undefined, returnTo: "/store" }));
    expect(response.status).toBe(400);
    const html = await response.text();
    expectToast(html, LEAD_FORM_COPY.emailList.invalid);
    expect(attr(control(html, "returnTo") ?? "", "value")).toBe("/store");
  });
});
