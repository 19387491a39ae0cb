import { useEffect, useState } from "react";
import type { registeredPanel } from "~/content/follow-through";
import { sessionInZone } from "~/lib/event-date";

/** The words of the panel after registering, sent by the loader (so they stay out of the bundle). */
export type RegisteredWords = typeof registeredPanel;

/** What the page knows of a session (from the loader's sessionView). */
export interface SessionFacts {
  key: string;
  start: string;
  date: string;
  time: string;
  google: string;
  outlook: string;
  ics: string;
}

/** The session in Eastern time, and with JavaScript also in the visitor's own zone. */
export function SessionTimes({ session, localTime }: { session: SessionFacts; localTime: string }) {
  const [local, setLocal] = useState<string | null>(null);
  useEffect(() => {
    const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    setLocal(zone ? sessionInZone(new Date(session.start), zone) : null);
  }, [session.start]);
  return (
    <p className="mt-3 text-sm text-brand-50">
      <span data-testid="session-eastern">{`${session.date}, ${session.time}`}</span>
      {local ? (
        <span data-testid="session-local" className="block">
          {localTime.replace("{time}", local)}
        </span>
      ) : null}
    </p>
  );
}

/**
 * After registering (JS on or off): the session registered for and its add-to-calendar links,
 * below the form's thanks, which is the page's one message (it has no heading of its own).
 */
export function RegisteredPanel({
  session,
  words: registeredPanel,
}: {
  session: SessionFacts;
  words: RegisteredWords;
}) {
  const links = [
    { href: session.google, label: registeredPanel.google, external: true },
    { href: session.outlook, label: registeredPanel.outlook, external: true },
    { href: session.ics, label: registeredPanel.ics, external: false },
  ];
  return (
    <div data-testid="registered" className="mt-6 rounded-2xl bg-brand-50 p-5 ring-1 ring-brand-100">
      <p className="text-slate-700">
        {registeredPanel.text.replace("{date}", session.date).replace("{time}", session.time)}
      </p>
      <ul className="mt-3 flex flex-wrap gap-3">
        {links.map((link) => (
          <li key={link.label}>
            <a
              href={link.href}
              className="btn btn-secondary"
              {...(link.external ? { target: "_blank", rel: "noopener noreferrer" } : { download: true })}
            >
              {link.label}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
