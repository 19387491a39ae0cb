import { describe, expect, it } from "vitest";
import { LEAD_FORM_COPY } from "~/content/lead-forms";
import { newSubmissionId } from "~/lib/lead-schemas";
import { cookiesFrom, useTestApp } from "../support/harness/app";
import { decode, textOf } from "../support/harness/html";
import { LEAD_CASES } from "../support/fixtures/lead-cases";

/** One message per outcome: the footer's sign-up says what happened once, the same way everywhere. */

const app = useTestApp();
const footer = LEAD_CASES.find((c) => c.id === "emailList")!;

describe("the footer's email sign-up", () => {
  it("the toast and the panel both ask to confirm from the email; neither says the address was added", async () => {
    const posted = await app.post("/email-list", { ...footer.post, submission_id: newSubmissionId(), returnTo: "/" });
    expect(posted.status).toBe(303);
    const html = await (
      await app.fetch(posted.headers.get("Location")!, { headers: { Cookie: cookiesFrom(posted) } })
    ).text();
    const toast = decode(textOf(/<div role="status"[^>]*>[\s\S]*?<\/div><\/div>/.exec(html)?.[0] ?? ""));
    expect(toast).toContain(LEAD_FORM_COPY.emailList.success.message);
    expect(toast).toMatch(/confirm/i);
    const page = decode(textOf(html));
    expect(page).toContain(LEAD_FORM_COPY.emailList.thanks.heading);
    expect(page).not.toMatch(/you've been added|you’ve been added/i);
  });
});

describe("Money Moves Live's registration", () => {
  const event = LEAD_CASES.find((c) => c.id === "event")!;

  it("says one thing, true for every address: registered, the confirmation and calendar file on their way", async () => {
    const posted = await app.post(event.action, { ...event.post, submission_id: newSubmissionId() });
    expect(posted.status).toBe(303);
    const html = await (
      await app.fetch(posted.headers.get("Location")!, { headers: { Cookie: cookiesFrom(posted) } })
    ).text();
    const toast = decode(textOf(/<div role="status"[^>]*>[\s\S]*?<\/div><\/div>/.exec(html)?.[0] ?? ""));
    // The spec's words, and what follows by email.
    expect(toast).toContain("You're Registered!");
    expect(toast).toContain("Thank you for registering for Money Moves Live. We can't wait to see you there!");
    expect(toast).toContain("Your confirmation and calendar file are on their way by email.");
    const main = /<main[\s\S]*<\/main>/.exec(html)![0];
    // One message in the registration's section: the thanks' heading (the toast's words), no second one beside it.
    expect(decode(textOf(main))).toContain(LEAD_FORM_COPY.event.thanks.heading);
    expect(LEAD_FORM_COPY.event.thanks.heading).toBe(LEAD_FORM_COPY.event.success.message);
    expect(decode(textOf(main))).toContain(
      "Your confirmation, with the session's calendar file, is on its way by email.",
    );
    expect(decode(textOf(main))).not.toMatch(/confirm your seat|your seat is saved/i);
    const register = /<section[^>]*id="register"[\s\S]*?<\/section>\s*<\/div>/.exec(main)![0];
    expect(register.match(/<h3/g)).toHaveLength(1);
  });
});
