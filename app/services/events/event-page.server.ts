import type { AppLoadContext } from "@remix-run/cloudflare";
import { googleCalendarUrl, outlookCalendarUrl, sessionIcs } from "~/lib/event-calendar";
import { sessionDateText, sessionTimeText } from "~/lib/event-date";
import { nextSession, sessionByKey, type ScheduledSession } from "~/lib/event-schedule";
import type { EventSection } from "~/lib/site-sections";
import { publicOrigin } from "~/lib/seo";
import { youtubeVideoId } from "~/lib/video";
import { icsPath, sessionDetails } from "./event-mail.server";
import * as clock from "~/lib/clock";

type Args = { request: Request; context: AppLoadContext };

/** The owner's event settings (/owner/site/event), from the isolate's copy of her values. */
export async function eventSettings(context: AppLoadContext): Promise<EventSection | undefined> {
  return (await context.services.site.overrides()).event;
}

/** The join link: hers, else EVENT_JOIN_URL, else none (the emails say it follows). */
export function joinUrl(context: AppLoadContext, event: EventSection | undefined): string | null {
  return event?.joinUrl ?? context.config.eventJoinUrl;
}

/** The event's video: hers, else EVENT_VIDEO_URL's. */
export function eventVideoId(context: AppLoadContext, event: EventSection | undefined): string | null {
  return (event?.videoUrl ? youtubeVideoId(event.videoUrl) : null) ?? context.config.eventVideoId;
}

/** The next session as scheduled (her moves and skips over the last-Saturday rule). */
export async function upcomingSession(context: AppLoadContext, now = clock.now()): Promise<ScheduledSession> {
  return nextSession(now, await eventSettings(context));
}

/** A session as the page shows it: its key, words in Eastern time, and its calendar links. */
export function sessionView(args: Args, session: Pick<ScheduledSession, "start" | "key">) {
  const { start } = session;
  const details = sessionDetails(publicOrigin(args));
  return {
    key: session.key,
    start: start.toISOString(),
    date: sessionDateText(start),
    time: sessionTimeText(start),
    google: googleCalendarUrl(start, details),
    outlook: outlookCalendarUrl(start, details),
    ics: icsPath(session),
  };
}
export type SessionView = ReturnType<typeof sessionView>;

/** The session `?registered=` names, when it is a real one (after registering, JS on or off). */
export async function registeredSession(args: Args): Promise<SessionView | null> {
  const key = new URL(args.request.url).searchParams.get("registered");
  const session = key ? sessionByKey(key, await eventSettings(args.context)) : null;
  return session && !session.skipped ? sessionView(args, session) : null;
}

/**
 * GET /money-moves-live/{key}.ics: the session's calendar file as now scheduled (a moved one keeps
 * its UID with a higher SEQUENCE; a skipped one is CANCELLED), or 404 for anything else.
 */
export async function sessionCalendarFile(args: Args, file: string | undefined): Promise<Response> {
  const session = file?.endsWith(".ics") ? sessionByKey(file.slice(0, -4), await eventSettings(args.context)) : null;
  if (!session) {
    return new Response("No such session. Open Money Moves Live's page for the next one.", {
      status: 404,
      headers: { "Content-Type": "text/plain; charset=utf-8" },
    });
  }
  return new Response(sessionIcs(session, sessionDetails(publicOrigin(args))), {
    headers: {
      "Content-Type": "text/calendar; charset=utf-8",
      "Content-Disposition": `attachment; filename="money-moves-live-${session.key.slice(0, 8)}.ics"`,
      // Short: she may move the session, and a fresh file must show it within minutes.
      "Cache-Control": "public, max-age=60",
    },
  });
}

/** The words of the panel after registering, sent as data (the route importing them would ship them). */
export { registeredPanel as registeredWords } from "~/content/follow-through";
