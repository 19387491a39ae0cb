import { ownerTime } from "~/lib/owner-time";
import { CardLabel, OwnerTable } from "./owner-table";

export interface SubscriberRow {
  email: string;
  name: string;
  status: string;
  since: string;
}

const COLUMNS = ["Email", "Name", "State", "Since"].map((label) => ({ label }));

/** The email list with each subscriber's state, and the confirmed ones as CSV. Nothing without a store. */
export function Subscribers({ subscribers, csv }: { subscribers: readonly SubscriberRow[] | null; csv: string }) {
  if (subscribers === null) return null;
  return (
    <section aria-labelledby="subscribers-heading" className="space-y-4" data-testid="subscribers">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="subscribers-heading" className="font-display text-2xl font-bold text-slate-900">
          Email list
        </h2>
        <a href={csv} className="btn btn-secondary" download>
          Export confirmed subscribers (CSV)
        </a>
      </div>
      {subscribers.length === 0 ? (
        <p className="text-slate-700">No one has joined the email list yet.</p>
      ) : (
        <OwnerTable caption="Email list subscribers, newest first" columns={COLUMNS}>
          {subscribers.map((subscriber) => (
            <tr key={subscriber.email} data-testid="subscriber-row">
              <td className="px-4 py-3">
                <a href={`mailto:${subscriber.email}`} className="text-brand-800 underline">
                  {subscriber.email}
                </a>
              </td>
              <td className="px-4 py-3 text-slate-800">{subscriber.name}</td>
              <td className="px-4 py-3 capitalize text-slate-800">
                <CardLabel>State</CardLabel>
                {subscriber.status}
              </td>
              <td className="whitespace-nowrap px-4 py-3 text-slate-700">
                <CardLabel>Since</CardLabel>
                {ownerTime(subscriber.since)}
              </td>
            </tr>
          ))}
        </OwnerTable>
      )}
    </section>
  );
}
