import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { Link } from "~/components/ui/link";
import { SitePage } from "~/components/owner/site-fields";
import { sessionDateText, sessionTimeText } from "~/lib/event-date";
import { nextSession } from "~/lib/event-schedule";
import type { OffersSection } from "~/lib/site-sections";
import { sitePage } from "~/services/site/site-page.server";
import * as clock from "~/lib/clock";

export { pageMeta as meta } from "~/root";
export { ownerHeaders as headers } from "~/lib/owner-headers";

/** How many offers she took off sale, in a line. */
function offersNow(settings: OffersSection | undefined): string {
  const closed = Object.values(settings ?? {}).filter((s) => s.status !== undefined && s.status !== "on-sale").length;
  return closed === 0 ? "Every offer on sale." : `${closed} not on sale (sold out, coming soon or hidden).`;
}

export const loader = (args: LoaderFunctionArgs) =>
  sitePage(args, { title: "Your site", description: "What you change yourself." }, (overrides) => {
    const next = nextSession(clock.now(), overrides.event);
    return {
      sections: [
        {
          to: "/owner/site/event",
          title: "Money Moves Live",
          now: `Next session: ${sessionDateText(next.start)}, ${sessionTimeText(next.start)}`,
        },
        {
          to: "/owner/site/announcement",
          title: "Announcement",
          now: overrides.announcement ? overrides.announcement.text : "No announcement.",
        },
        {
          to: "/owner/site/profile",
          title: "Your profile",
          now: overrides.profile
            ? "Your values replace the ones the site shipped with."
            : "The site shows the values it shipped with.",
        },
        {
          to: "/owner/site/testimonials",
          title: "Testimonials",
          now: `${overrides.testimonials?.items.length ?? 0} of yours.`,
        },
        {
          to: "/owner/site/offers",
          title: "Offers",
          now: offersNow(overrides.offers),
        },
        {
          to: "/owner/site/booking",
          title: "Booking",
          now: overrides.booking?.schedulingUrl
            ? `Your calendar: ${overrides.booking.schedulingUrl}`
            : args.context.config.schedulingUrl
              ? `The deploy's calendar: ${args.context.config.schedulingUrl}`
              : "No calendar: visitors request a session with a form.",
        },
        {
          to: "/owner/site/welcome",
          title: "Welcome email",
          now: overrides.welcome ? `Yours: ${overrides.welcome.subject ?? ""}` : "The welcome the site shipped with.",
        },
        { to: "/owner/site/history", title: "History", now: "Every version; restore any of them." },
      ],
    };
  });

export default function YourSitePage() {
  const { sections } = useLoaderData<typeof loader>();
  return (
    <SitePage
      title="Your site"
      intro="Change what the site shows, without a developer. Saved changes show on every page within a minute."
    >
      <ul className="grid gap-4 sm:grid-cols-2">
        {sections.map((s) => (
          <li key={s.to} className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
            <h2 className="font-display text-xl font-bold text-slate-900">
              <Link to={s.to} className="text-brand-800 underline">
                {s.title}
              </Link>
            </h2>
            <p className="mt-2 text-sm text-slate-700 [overflow-wrap:anywhere]">{s.now}</p>
          </li>
        ))}
      </ul>
    </SitePage>
  );
}
