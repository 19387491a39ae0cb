import type { FailedEmail } from "~/lib/outbox";
import { ownerTime } from "~/lib/owner-time";
import { OwnerForm } from "./owner-form";

/**
 * The messages the site gave up sending after its last retry, each with what the provider said and
 * a "Send again" button (a plain post: it works without JavaScript). Nothing shows when all went out.
 */
export function FailedEmails({ messages }: { messages: readonly FailedEmail[] }) {
  if (messages.length === 0) return null;
  return (
    <section
      aria-labelledby="failed-emails-heading"
      className="space-y-4 rounded-2xl bg-white p-6 shadow-sm ring-1 ring-red-200"
      data-testid="failed-emails"
    >
      <h2 id="failed-emails-heading" className="font-display text-2xl font-bold text-slate-900">
        Emails not delivered
      </h2>
      <p className="text-slate-700">
        These messages failed every retry. Check the error, fix what it names (the address, the sending domain, the
        Resend key), then send them again.
      </p>
      <ul className="divide-y divide-slate-100">
        {messages.map((message) => (
          <li key={message.id} className="grid gap-2 py-4 sm:grid-cols-4" data-testid="failed-email">
            <div className="sm:col-span-3">
              <p className="font-semibold text-slate-900">{message.subject}</p>
              <p className="text-sm text-slate-700">
                {`To ${message.to} · ${message.kind} · queued ${ownerTime(message.createdAt)} · ${message.attempts} ${message.attempts === 1 ? "attempt" : "attempts"}`}
              </p>
              <p className="mt-1 break-words text-sm text-red-800">{`Error: ${message.lastError || "—"}`}</p>
            </div>
            <OwnerForm
              intent={`send-again-${message.id}`}
              submit="Send again"
              submitting="Sending…"
              label={`Send again: ${message.subject} to ${message.to}`}
              className="sm:self-center sm:justify-self-end"
              buttonClassName="btn btn-secondary btn-sm"
            >
              <input type="hidden" name="id" value={message.id} />
            </OwnerForm>
          </li>
        ))}
      </ul>
    </section>
  );
}
