import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { OwnerActionToast, OwnerForm } from "~/components/owner/owner-form";
import { SiteCard, SiteField, SitePage, SiteSelect, useSiteActionData } from "~/components/owner/site-fields";
import { EVENT_HOUR, lastSaturday, sessionDateText, sessionTimeText } from "~/lib/event-date";
import { monthOfDate, nextSession, sessionOfMonth, withSession } from "~/lib/event-schedule";
import { clockTimeText, monthWords, sessionChangeText, zoneOptions } from "~/lib/event-words";
import { OWNER_TIME_ZONE } from "~/content/site";
import { formLabel } from "~/lib/form-label";
import { parseEventForm, parseEventLinksForm } from "~/lib/site-forms";
import { EVENT_LABELS } from "~/content/site-form-labels";
import { dayIn, wallTimeOf } from "~/lib/time-zone";
import { moveEventRegistrations } from "~/services/events/event-moves.server";
import { siteSectionAction } from "~/services/site/site-section-action.server";
import { sitePage } from "~/services/site/site-page.server";
import * as clock from "~/lib/clock";

export { pageMeta as meta } from "~/root";
export { ownerHeaders as headers } from "~/lib/owner-headers";

const TITLE = "Could not save the event";
const two = (n: number) => String(n).padStart(2, "0");

export const loader = (args: LoaderFunctionArgs) =>
  sitePage(args, { title: "Event", description: "Money Moves Live's next session." }, (overrides) => {
    const event = overrides.event;
    const next = nextSession(clock.now(), event);
    // The move form starts at the next session as it stands, on her clock.
    const wall = wallTimeOf(next.start, OWNER_TIME_ZONE);
    return {
      next: { date: sessionDateText(next.start), time: sessionTimeText(next.start), moved: next.sequence > 0 },
      nextDate: dayIn(OWNER_TIME_ZONE, next.start),
      nextTime: clockTimeText(`${two(wall.hour)}:${two(wall.minute)}`),
      joinUrl: event?.joinUrl ?? "",
      videoUrl: event?.videoUrl ?? "",
      defaultJoin: args.context.config.eventJoinUrl,
      changed: (event?.sessions ?? []).map((s) => ({
        month: s.month,
        text: sessionChangeText(s),
        // A past month cannot come back.
        canReturn: s.skipped && s.month >= dayIn(OWNER_TIME_ZONE, clock.now()).slice(0, 7),
        name: monthWords(s.month),
      })),
      zones: Intl.supportedValuesOf("timeZone"),
    };
  });

/**
 * intent=schedule (date, time, timezone): the session of the date's month moves there;
 * intent=skip (date): that month has none; intent=unskip (date): a skipped month's session is back
 * on its usual day; intent=links (join_url, video_url): the links alone, no session moves.
 * Registrants of a moved session are moved with it and told, once, with its calendar file.
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
      const { site } = args.context.services;
      const before = (await site.fresh()).overrides.event;
      if (values.intent === "links") {
        const links = parseEventLinksForm(values);
        if (!links.ok) return { refused: links.errors };
        const next = { sessions: [], ...before, ...links.value };
        if (!links.value.joinUrl) delete next.joinUrl;
        if (!links.value.videoUrl) delete next.videoUrl;
        return {
          value: next,
          summary: "Event: the join link and video",
          saved: {
            message: "Links saved",
            description: links.value.joinUrl ? `Join link: ${links.value.joinUrl}` : "No join link of your own.",
          },
        };
      }
      const parsed = parseEventForm(values, dayIn(OWNER_TIME_ZONE, clock.now()));
      if (!parsed.ok) return { refused: parsed.errors };
      const form = parsed.value;
      const month = monthOfDate(form.date);
      const [year, monthNumber] = month.split("-").map(Number);
      const usualDate = `${month}-${two(lastSaturday(year, monthNumber - 1))}`;
      const change =
        form.intent === "skip"
          ? ({ month, skipped: true } as const)
          : form.intent === "unskip"
            ? ({
                month,
                skipped: false,
                date: usualDate,
                time: `${two(EVENT_HOUR)}:00`,
                timezone: OWNER_TIME_ZONE,
              } as const)
            : ({ month, skipped: false, date: form.date, time: form.time, timezone: form.timezone } as const);
      const next = withSession(before, change);
      // An older post may still carry the links with the move; they are saved as sent.
      if (form.intent === "schedule" && ("join_url" in values || "video_url" in values)) {
        delete next.joinUrl;
        delete next.videoUrl;
        Object.assign(
          next,
          form.joinUrl ? { joinUrl: form.joinUrl } : {},
          form.videoUrl ? { videoUrl: form.videoUrl } : {},
        );
      }
      const after = sessionOfMonth(year, monthNumber - 1, next);
      const name = `${monthWords(month)} ${year}`;
      const when = `${sessionDateText(after.start)}, ${sessionTimeText(after.start)}`;
      const words = {
        skip: { summary: `Event: ${name} skipped`, message: "Session skipped", description: `No session in ${name}.` },
        unskip: { summary: `Event: ${name} brought back`, message: "Session back", description: `Back on ${when}.` },
        schedule: {
          summary: `Event: ${name} moved to ${when}`,
          message: "Session moved",
          description: `Next: ${when}.`,
        },
      }[form.intent];
      return {
        value: next,
        summary: words.summary,
        saved: { message: words.message, description: words.description },
      };
    },
  });

export default function EventPage() {
  const { next, nextDate, nextTime, joinUrl, videoUrl, defaultJoin, changed, zones } = useLoaderData<typeof loader>();
  const data = useSiteActionData();
  const intent = data?.values.intent;
  const typed = (form: string, name: string, fallback = "") =>
    intent === form ? (data?.values[name] ?? fallback) : fallback;
  const refused = (form: string, name: string) => (intent === form ? data?.errors[name] : undefined);
  return (
    <SitePage
      title="Money Moves Live"
      intro="Move or skip a month's session, or change the join link. Without a change, each month's session is on its last Saturday at 6 PM Eastern."
    >
      <SiteCard id="event-now" title="Next session">
        <p data-testid="event-next">
          {next.date}, {next.time}
          {next.moved ? " (moved by you)" : " (the usual last Saturday)"}
        </p>
        {changed.length > 0 ? (
          <>
            <h3 className="mt-4 text-sm font-semibold text-slate-800">Your changes</h3>
            <ul className="mt-2 space-y-2 text-sm text-slate-700" data-testid="event-changes">
              {changed.map((change) => (
                <li key={change.month} className="flex flex-wrap items-center gap-2">
                  <span>{change.text}</span>
                  {change.canReturn ? (
                    <OwnerForm
                      intent="unskip"
                      submit={`Bring ${change.name} back`}
                      submitting="Bringing it back…"
                      label={`Bring back ${change.name}'s session`}
                      buttonClassName="btn btn-secondary"
                    >
                      <input type="hidden" name="date" value={`${change.month}-01`} />
                    </OwnerForm>
                  ) : null}
                </li>
              ))}
            </ul>
          </>
        ) : null}
      </SiteCard>
      <SiteCard id="event-links" title="Join link and video">
        <OwnerForm
          intent="links"
          submit="Save the links"
          submitting="Saving…"
          label="Join link and video"
          buttonClassName="btn btn-primary"
        >
          <SiteField
            label={formLabel(EVENT_LABELS.joinUrl)}
            name="join_url"
            type="url"
            idPrefix="links"
            value={typed("links", "join_url", joinUrl)}
            error={refused("links", "join_url")}
            hint={
              defaultJoin
                ? `The link registrants get to join (Zoom, Meet…). Empty: ${defaultJoin}.`
                : "The link registrants get to join (Zoom, Meet…). Empty: the emails say the link follows by email."
            }
          />
          <SiteField
            label={formLabel(EVENT_LABELS.videoUrl)}
            name="video_url"
            type="url"
            idPrefix="links"
            value={typed("links", "video_url", videoUrl)}
            error={refused("links", "video_url")}
            hint="A YouTube address shown on the event page. Empty: the site's usual video."
          />
        </OwnerForm>
      </SiteCard>
      <SiteCard id="event-schedule" title="Move the next session">
        <OwnerForm
          intent="schedule"
          submit="Move the session"
          submitting="Saving…"
          label="Move the next session"
          buttonClassName="btn btn-primary"
        >
          <SiteField
            label="Date"
            name="date"
            type="date"
            idPrefix="schedule"
            value={typed("schedule", "date", nextDate)}
            error={refused("schedule", "date")}
            required
            hint="That month's session moves to this day. Registrants are told by email."
          />
          <SiteField
            label="Time"
            name="time"
            idPrefix="schedule"
            value={typed("schedule", "time", nextTime)}
            error={refused("schedule", "time")}
            required
            hint="As you read it on a clock, such as 7:00 PM, in the time zone below."
          />
          <SiteSelect
            label="Time zone"
            name="timezone"
            idPrefix="schedule"
            value={typed("schedule", "timezone", OWNER_TIME_ZONE)}
            options={zoneOptions(zones, typed("schedule", "timezone", OWNER_TIME_ZONE))}
            error={refused("schedule", "timezone")}
            hint="The zone that time is in. The named ones come first, then all zones."
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
            value={typed("skip", "date")}
            error={refused("skip", "date")}
            required
            hint="You can bring it back from the list above."
          />
        </OwnerForm>
      </SiteCard>
      <OwnerActionToast />
    </SitePage>
  );
}
