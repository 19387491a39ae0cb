import type { AppLoadContext } from "@remix-run/cloudflare";
import { mergeWelcome, welcomeMessage, type WelcomeDraft } from "~/lib/welcome";
import { normalAddress } from "~/lib/signed-token";
import { listHeaders } from "./links.server";
import { signatureFor } from "./signature.server";
import * as clock from "~/lib/clock";

/**
 * The welcome: one message per address, ever, when it confirms the email list (the confirmation's
 * button, or the blueprint's). Claimed in the consent records before it is queued (two
 * confirmations at once send one), then sent through the outbox like any list message (held for
 * an address that bounced or complained). Her words: /owner/site/welcome, over app/content's.
 */

/** Her welcome as it would go out now. */
export async function welcomeDraft(context: Pick<AppLoadContext, "services">): Promise<WelcomeDraft> {
  return mergeWelcome((await context.services.site.overrides()).welcome);
}

/** After a confirmation: the welcome, unless this address had it. Never throws (logged). */
export async function welcomeOnce(context: AppLoadContext, email: string, origin: string): Promise<void> {
  const { consent } = context.services;
  if (!consent) return;
  const address = normalAddress(email);
  try {
    if (!(await consent.claimWelcome(address, clock.now()))) return;
    const secret = context.config.sessionSecret;
    const [draft, signature, link] = await Promise.all([
      welcomeDraft(context),
      signatureFor(context),
      listHeaders(origin, secret, address, "newsletter"),
    ]);
    await context.services.email.send(welcomeMessage({ to: address, draft, signature, unsubscribeUrl: link.url }), {
      idempotencyKey: `welcome-${address}`,
      kind: "welcome",
      headers: link.headers,
    });
  } catch (error) {
    console.error(`Welcome to ${address} not sent: ${error instanceof Error ? error.message : String(error)}`);
  }
}

/** Her test send, to her own address only, of the draft she is writing (saved or not). */
export async function sendWelcomeTest(
  context: AppLoadContext,
  input: { to: string; draft: WelcomeDraft; origin: string },
): Promise<void> {
  const address = normalAddress(input.to);
  const link = await listHeaders(input.origin, context.config.sessionSecret, address, "newsletter");
  await context.services.email.send(
    welcomeMessage({
      to: address,
      draft: input.draft,
      signature: await signatureFor(context),
      unsubscribeUrl: link.url,
      test: true,
    }),
    { idempotencyKey: `welcome-test:${crypto.randomUUID()}`, kind: "welcome-test" },
  );
}
