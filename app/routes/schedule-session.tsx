import { json, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import { Link, useLoaderData } from "@remix-run/react";
import { PageHeader } from "~/components/content/page-header";
import { bookingPage, SCHEDULING_EMBED_HEIGHT_PX } from "~/content/booking";
import { seoMeta, type PageSeo } from "~/lib/seo";

export { pageMeta as meta } from "~/root";

const pageSeo: PageSeo = {
  title: "Book a Session",
  description: "Book a one-on-one strategy session on credit, business funding, homeownership or investing.",
};

/** The calendar's URL is the SCHEDULING_URL binding; null when it isn't set. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  return json({
    meta: seoMeta({ request, context }, pageSeo),
    // The page's words travel as data (decision 0002).
    page: bookingPage,
    schedulingUrl: context.config.schedulingUrl,
  });
}

export default function ScheduleSessionPage() {
  const { page, schedulingUrl } = useLoaderData<typeof loader>();
  return (
    <main id="main" className="flex-1">
      <PageHeader eyebrow={page.eyebrow} title={page.title} intro={page.intro} />
      <div className="mx-auto max-w-5xl px-4 py-12 sm:px-6">
        {schedulingUrl ? (
          <iframe
            src={schedulingUrl}
            title={page.calendarTitle}
            loading="lazy"
            height={SCHEDULING_EMBED_HEIGHT_PX}
            style={{ height: SCHEDULING_EMBED_HEIGHT_PX }}
            className="w-full rounded-2xl bg-white shadow-sm ring-1 ring-slate-200"
            data-testid="scheduling-embed"
          />
        ) : (
          <section
            aria-labelledby="booking-unavailable-heading"
            className="mx-auto max-w-2xl rounded-3xl bg-white p-8 text-center shadow-sm ring-1 ring-slate-200 sm:p-12"
            data-testid="scheduling-unavailable"
          >
            <h2 id="booking-unavailable-heading" className="font-display text-2xl font-bold text-slate-900">
              {page.unavailable.heading}
            </h2>
            <p className="mt-3 text-slate-700">{page.unavailable.text}</p>
            <Link to={page.unavailable.cta.to} className="btn btn-primary mt-8">
              {page.unavailable.cta.label}
            </Link>
          </section>
        )}
      </div>
    </main>
  );
}
