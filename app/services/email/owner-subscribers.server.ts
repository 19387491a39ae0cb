import type { AppLoadContext } from "@remix-run/cloudflare";
import { toCsv } from "~/lib/csv";
import { csvTime, csvTimeHeader } from "~/lib/owner-time";
import type { Subscriber } from "./consent-records.server";

/**
 * The email list as the owner sees it: each subscriber's state (pending, confirmed, unsubscribed),
 * and the confirmed ones alone as a CSV for her mailing tool. Callers check the owner at aal2 first.
 */

/** Subscribers the dashboard lists at most (the CSV has all the confirmed ones). */
export const SUBSCRIBERS_SHOWN = 100;

export interface SubscriberView {
  email: string;
  name: string;
  status: Subscriber["status"];
  since: string;
}

const sinceOf = (subscriber: Subscriber) =>
  (subscriber.status === "confirmed"
    ? subscriber.confirmedAt
    : subscriber.status === "unsubscribed"
      ? subscriber.unsubscribedAt
      : null) ?? subscriber.createdAt;

/** The newest subscribers with their state, or null when there is no consent records. */
export async function subscribersView(context: AppLoadContext): Promise<SubscriberView[] | null> {
  const { consent } = context.services;
  if (!consent) return null;
  const subscribers = await consent.list("newsletter");
  return subscribers.slice(0, SUBSCRIBERS_SHOWN).map((subscriber) => ({
    email: subscriber.email,
    name: subscriber.name ?? "",
    status: subscriber.status,
    since: sinceOf(subscriber),
  }));
}

export const SUBSCRIBER_CSV_COLUMNS = ["Email", "Name", csvTimeHeader("Confirmed")];

/** The confirmed subscribers as CSV; null when there is no consent records. */
export async function confirmedSubscribersCsv(context: AppLoadContext): Promise<string | null> {
  const { consent } = context.services;
  if (!consent) return null;
  const confirmed = await consent.list("newsletter", "confirmed");
  return toCsv(
    SUBSCRIBER_CSV_COLUMNS,
    confirmed.map((subscriber) => [subscriber.email, subscriber.name ?? "", csvTime(subscriber.confirmedAt)]),
  );
}
