import type { AppLoadContext } from "@remix-run/cloudflare";
import { googleCalendarUrl, outlookCalendarUrl, sessionFromKey, sessionIcs, sessionKey } from "~/lib/event-calendar";
import { sessionDateText, sessionTimeText } from "~/lib/event-date";
import { publicOrigin } from "~/lib/seo";
import { icsPath, sessionDetails } from "./event-mail.server";

type Args = { request: Request; context: AppLoadContext };

/** A session as the page shows it: its key, words in Eastern time, and its calendar links. */
export function sessionView(args: Args, start: Date) {
  const details = sessionDetails(publicOrigin(args));
  return {
    key: sessionKey(start),
    start: start.toISOString(),
    date: sessionDateText(start),
    time: sessionTimeText(start),
    google: googleCalendarUrl(start, details),
    outlook: outlookCalendarUrl(start, details),
    ics: icsPath(start),
  };
}
export type SessionView = ReturnType<typeof sessionView>;

/** The session `?registered=` names, when it is a real session (after registering, JS on or off). */
export function registeredSession(args: Args): SessionView | null {
  const key = new URL(args.request.url).searchParams.get("registered");
  const start = key ? sessionFromKey(key) : null;
  return start ? sessionView(args, start) : null;
}

/** GET /money-moves-live/{key}.ics: the session's calendar file, or 404 for anything else. */
export function sessionCalendarFile(args: Args, file: string | undefined): Response {
  const start = file?.endsWith(".ics") ? sessionFromKey(file.slice(0, -4)) : null;
  if (!start) {
    return new Response("No such session. Open Money Moves Live's page for the next one.", {
      status: 404,
      headers: { "Content-Type": "text/plain; charset=utf-8" },
    });
  }
  return new Response(sessionIcs(start, sessionDetails(publicOrigin(args))), {
    headers: {
      "Content-Type": "text/calendar; charset=utf-8",
      "Content-Disposition": `attachment; filename="money-moves-live-${sessionKey(start).slice(0, 8)}.ics"`,
      "Cache-Control": "public, max-age=3600",
    },
  });
}

/** The words of the panel after registering, sent as data (the route importing them would ship them). */
export { registeredPanel as registeredWords } from "~/content/follow-through";
