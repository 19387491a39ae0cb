import type { StandIn } from "../stand-ins/stand-in";
import { ORIGIN, type TestApp } from "./app";

/**
 * The event's list is double opt-in: a registration's address hears nothing more (reminders,
 * moved notices) until the button of its "Confirm your seat" email is pressed. This presses it, as
 * the address's owner would: the link from the newest such email the Resend stand-in was sent, then
 * the page's button (a post). Throws when there is no such email.
 */
export async function confirmSeat(app: Pick<TestApp, "post" | "settle">, resend: StandIn, address: string) {
  const seat = resend.requests
    .filter((request) => request.method === "POST" && request.path === "/emails")
    .map((request) => JSON.parse(request.body) as { to: string[]; subject: string; text: string })
    .filter((message) => message.to[0] === address && message.subject.startsWith("Confirm your seat"))
    .at(-1);
  const link = seat && /(http:\/\/\S+\/confirm-subscription\?t=\S+)/.exec(seat.text)?.[1];
  if (!link) throw new Error(`No seat to confirm for ${address}`);
  const pressed = await app.post(link.replace(ORIGIN, ""), {});
  await app.settle();
  if (pressed.status !== 200) throw new Error(`The seat's button answered ${pressed.status}`);
}
