import type { AppLoadContext } from "@remix-run/cloudflare";
import { receivesWords } from "~/content/email";
import type { Lead } from "~/lib/lead-schemas";
import type { FollowUp } from "~/services/leads/lead-answer.server";
import { subscriptionConfirmation } from "~/lib/email-messages";
import { normalAddress } from "~/lib/signed-token";
import type { Email } from "./email.server";
import type { ConsentStatus, ConsentRecords } from "./consent-records.server";
import { confirmUrl, listHeaders } from "./links.server";
import { signatureFor } from "./signature.server";
import * as clock from "~/lib/clock";

/**
 * The email list's double opt-in: a sign-up is saved pending and gets a confirmation email with a
 * signed link (at most one an hour while pending, three a day); a confirmed address gets nothing
 * new and keeps its name.
 */
export async function signUpForNewsletter(input: {
  consent: ConsentRecords;
  email: Email;
  secret: string;
  origin: string;
  address: string;
  name: string;
  now: Date;
  /** Her name, which the confirmation ends with. */
  signature: string;
}): Promise<ConsentStatus> {
  const address = normalAddress(input.address);
  const outcome = await input.consent.signUp({ email: address, list: "newsletter", name: input.name }, input.now);
  if (outcome.sendConfirmation) {
    const link = await confirmUrl(input.origin, input.secret, address, "newsletter");
    const { headers } = await listHeaders(input.origin, input.secret, address, "newsletter");
    await input.email.send(subscriptionConfirmation({ to: address, confirmUrl: link, signature: input.signature }), {
      // One message per hour at most: the hour of this sign-up names it.
      idempotencyKey: `newsletter-confirm-${address}-${input.now.toISOString().slice(0, 13)}`,
      kind: "list-confirmation",
      headers,
      capped: true,
    });
  }
  return outcome.status;
}

/** The email list form's follow-up, after the answer: the double opt-in, and what the owner's notice says of it. */
export function newsletterFollowUp(context: AppLoadContext): FollowUp {
  return {
    async run(lead: Lead, origin: string) {
      const { consent, email } = context.services;
      if (!consent) return [];
      const status = await signUpForNewsletter({
        consent,
        email,
        secret: context.config.sessionSecret,
        origin,
        address: lead.email,
        name: lead.name,
        now: clock.now(),
        signature: await signatureFor(context),
      });
      return [status === "confirmed" ? receivesWords.newsletterConfirmed : receivesWords.newsletterPending];
    },
  };
}
