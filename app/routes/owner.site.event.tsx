import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { OwnerActionToast, OwnerForm } from "~/components/owner/owner-form";
import { SiteCard, SiteField, SitePage, useSiteActionData } from "~/components/owner/site-fields";
import { sessionDateText, sessionTimeText } from "~/lib/event-date";
import { monthOfDate, nextSession, sessionOfMonth, withSession } from "~/lib/event-schedule";
import { OWNER_TIME_ZONE } from "~/content/site";
import { parseEventForm } from "~/lib/site-forms";
import { moveEventRegistrations } from "~/services/events/event-moves.server";
import { siteSectionAction } from "~/services/site/site-section-action.server";
import { sitePage } from "~/services/site/site-page.server";
import * as clock from "~/lib/clock";

export { pageMeta as meta } from "~/root";
export { ownerHeaders as headers } from "~/lib/owner-headers";

const TITLE = "Could not save the event";

/** Today where the event is (its dates are Eastern by default). */
const today = (now: Date) =>
  new Intl.DateTimeFormat("en-CA", {
    timeZone: OWNER_TIME_ZONE,
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
  }).format(now);

export const loader = (args: LoaderFunctionArgs) =>
  sitePage(args, { title: "Event", description: "Money Moves Live's next session." }, (overrides) => {
    const event = overrides.event;
    const next = nextSession(clock.now(), event);
    return {
      next: { date: sessionDateText(next.start), time: sessionTimeText(next.start), moved: next.sequence > 0 },
      joinUrl: event?.joinUrl ?? "",
      videoUrl: event?.videoUrl ?? "",
      defaultJoin: args.context.config.eventJoinUrl,
      changed: (event?.sessions ?? []).map((s) =>
        s.skipped ? `${s.month}: skipped` : `${s.month}: ${s.date} at ${s.time} (${s.timezone})`,
      ),
    };
  });

/**
 * intent=schedule (date, time, timezone, join_url, video_url): the session of the date's month
 * moves there; intent=skip (date): that month has none. Registrants of the session are moved with it
 * and told, once, with its calendar file.
 */
export const action = (args: ActionFunctionArgs) =>
  siteSectionAction(args, {
    section: "event",
    path: "/owner/site/event",
    title: TITLE,
    maxText: 1000,
    // Once saved, the changed sessions' registrants are moved with them and told (as a restore does).
    afterSave: moveEventRegistrations,
    async change({ values }) {
      const parsed = parseEventForm(values, today(clock.now()));
      if (!parsed.ok) return { refused: parsed.errors };
      const form = parsed.value;
      const { site } = args.context.services;
      const month = monthOfDate(form.date);
      const [year, monthNumber] = month.split("-").map(Number);
      const before = (await site.fresh()).overrides.event;
      const change =
        form.intent === "skip"
          ? ({ month, skipped: true } as const)
          : ({ month, skipped: false, date: form.date, time: form.time, timezone: form.timezone } as const);
      const next = {
        ...withSession(before, change),
        joinUrl: form.intent === "skip" ? before?.joinUrl : form.joinUrl,
        videoUrl: form.intent === "skip" ? before?.videoUrl : form.videoUrl,
      };
      if (next.joinUrl === undefined) delete next.joinUrl;
      if (next.videoUrl === undefined) delete next.videoUrl;
      const after = sessionOfMonth(year, monthNumber - 1, next);
      const description =
        form.intent === "skip"
          ? `No session in ${month}.`
          : `Next: ${sessionDateText(after.start)}, ${sessionTimeText(after.start)}.`;
      return {
        value: next,
        summary: form.intent === "skip" ? `Event: ${month} skipped` : `Event: ${month} on ${form.date} at ${form.time}`,
        saved: { message: form.intent === "skip" ? "Session skipped" : "Session scheduled", description },
      };
    },
  });

export default function EventPage() {
  const { next, joinUrl, videoUrl, defaultJoin, changed } = useLoaderData<typeof loader>();
  const data = useSiteActionData();
  const typed = (name: string, fallback = "") => data?.values[name] ?? fallback;
  return (
    <SitePage
      title="Money Moves Live"
      intro="Move or skip a month's session. Without a change, each month's session is on its last Saturday at 6 PM Eastern."
    >
      <SiteCard id="event-now" title="Next session">
        <p data-testid="event-next">
          {next.date}, {next.time}
          {next.moved ? " (moved by you)" : " (the usual last Saturday)"}
        </p>
        {changed.length > 0 ? (
          <ul className="mt-3 list-disc pl-5 text-sm text-slate-700">
            {changed.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        ) : null}
      </SiteCard>
      <SiteCard id="event-schedule" title="Move a session">
        <OwnerForm
          intent="schedule"
          submit="Save the session"
          submitting="Saving…"
          label="Move a session"
          buttonClassName="btn btn-primary"
        >
          <SiteField
            label="Date"
            name="date"
            type="date"
            idPrefix="schedule"
            value={data?.values.intent === "schedule" ? typed("date") : ""}
            error={data?.values.intent === "schedule" ? data.errors.date : undefined}
            required
            hint="The session of that date's month moves to this day."
          />
          <SiteField
            label="Time"
            name="time"
            type="time"
            idPrefix="schedule"
            value={typed("time", "18:00")}
            error={data?.errors.time}
            required
            hint="24-hour clock, in the time zone below."
          />
          <SiteField
            label="Time zone"
            name="timezone"
            idPrefix="schedule"
            value={typed("timezone", OWNER_TIME_ZONE)}
            error={data?.errors.timezone}
            hint="Its IANA name, such as America/New_York or America/Chicago."
          />
          <SiteField
            label="Join link (optional)"
            name="join_url"
            type="url"
            idPrefix="schedule"
            value={typed("join_url", joinUrl)}
            error={data?.errors.join_url}
            hint={
              defaultJoin
                ? `Empty: ${defaultJoin} (the deploy setting).`
                : "Empty: the emails say the link follows by email."
            }
          />
          <SiteField
            label="Video (optional)"
            name="video_url"
            type="url"
            idPrefix="schedule"
            value={typed("video_url", videoUrl)}
            error={data?.errors.video_url}
            hint="A YouTube address for the event page. Empty: the deploy setting, or the next session."
          />
        </OwnerForm>
      </SiteCard>
      <SiteCard id="event-skip" title="Skip a month">
        <OwnerForm
          intent="skip"
          submit="Skip that month"
          submitting="Skipping…"
          label="Skip a month"
          buttonClassName="btn btn-secondary"
        >
          <SiteField
            label="Any date in the month to skip"
            name="date"
            type="date"
            idPrefix="skip"
            value={data?.values.intent === "skip" ? typed("date") : ""}
            error={data?.values.intent === "skip" ? data.errors.date : undefined}
            required
          />
        </OwnerForm>
      </SiteCard>
      <OwnerActionToast />
    </SitePage>
  );
}
