import type { StandIn } from "../stand-ins/stand-in";
import { ORIGIN, type TestApp } from "./app";

/**
 * A registration's confirmation, as the address's owner acts on it: the newest "You're registered"
 * email the Resend stand-in was sent to the address. Throws when there is none.
 */
function confirmationOf(resend: StandIn, address: string) {
  const confirmation = resend.requests
    .filter((request) => request.method === "POST" && request.path === "/emails")
    .map((request) => JSON.parse(request.body) as { to: string[]; subject: string; text: string })
    .filter((message) => message.to[0] === address && message.subject.startsWith("You're registered"))
    .at(-1);
  if (!confirmation) throw new Error(`No confirmation sent to ${address}`);
  return confirmation;
}

/**
 * Presses the link to the event's list in the address's confirmation (its page's button, a post):
 * the address joins the list, which the owner's broadcasts reach.
 */
export async function joinEventList(app: Pick<TestApp, "post" | "settle">, resend: StandIn, address: string) {
  const link = /(http:\/\/\S+\/confirm-subscription\?t=\S+)/.exec(confirmationOf(resend, address).text)?.[1];
  if (!link) throw new Error(`No link to the event's list in ${address}'s confirmation`);
  const pressed = await app.post(link.replace(ORIGIN, ""), {});
  await app.settle();
  if (pressed.status !== 200) throw new Error(`The list's button answered ${pressed.status}`);
}

/** Leaves Money Moves Live's emails through the unsubscribe link of the address's confirmation. */
export async function leaveEventEmails(app: Pick<TestApp, "post" | "settle">, resend: StandIn, address: string) {
  const link = /(http:\/\/\S+\/unsubscribe\?t=\S+)/.exec(confirmationOf(resend, address).text)?.[1];
  if (!link) throw new Error(`No unsubscribe link in ${address}'s confirmation`);
  const pressed = await app.post(link.replace(ORIGIN, ""), {});
  await app.settle();
  if (pressed.status !== 200) throw new Error(`The unsubscribe button answered ${pressed.status}`);
}
