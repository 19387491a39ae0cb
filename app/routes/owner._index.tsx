import { leadColumnLabel } from "~/lib/lead-columns";
import { json, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { FilterBar, FilterInput, FilterSelect } from "~/components/owner/filter-bar";
import { ListHeader } from "~/components/owner/list-header";
import { CardLabel, OwnerTable, PhoneLink } from "~/components/owner/owner-table";
import { Link } from "~/components/ui/link";
import { ownerMailSubjects } from "~/content/owner";
import { mailtoHref } from "~/lib/contact-links";
import { Pager } from "~/components/owner/pager";
import { LeadsPerWeekChart } from "~/components/owner/charts";
import { FailedEmails } from "~/components/owner/failed-emails";
import { LaunchChecklist } from "~/components/owner/launch-checklist";
import { TopPages } from "~/components/owner/page-report";
import { namedPages } from "~/lib/page-report";
import { readPageReport } from "~/services/counts/page-counts.server";
import { Subscribers } from "~/components/owner/subscribers";
import { OwnerActionToast } from "~/components/owner/owner-form";
import { FORM_SOURCES } from "~/content/lead-forms";
import { chartSince, weeklyCounts, type BarChartData } from "~/lib/chart";
import { formName, leadStatusName } from "~/lib/lead-words";
import { leadFilterSearch, parseLeadFilter } from "~/lib/lead-filter";
import { ownerTime } from "~/lib/owner-time";
import { pageCount } from "~/lib/paging";
import { seoMeta } from "~/lib/seo";
import { failedMessages, SEND_AGAIN_TITLE, sendAgain, sendAgainId } from "~/services/email/owner-outbox.server";
import { subscribersView } from "~/services/email/owner-subscribers.server";
import { heldAddresses, heldOf } from "~/services/email/owner-suppressions.server";
import { suppressionText } from "~/lib/suppression";
import { launchChecklistFor } from "~/services/site/launch-checklist.server";
import { failureAnswer, ownerPage, refusal } from "~/services/owner/owner-forms.server";
import { requireSecondLevelOwner } from "~/services/owner/owner-area.server";
import * as clock from "~/lib/clock";

export { pageMeta as meta } from "~/root";
export { ownerHeaders as headers } from "~/lib/owner-headers";

const SOURCES = Object.values(FORM_SOURCES);

/** The leads, newest first, a page at a time; the filter lives in the URL (`/owner?q=…`), so a search is a link. */
export const loader = (args: LoaderFunctionArgs) =>
  ownerPage(async () => {
    const owner = await requireSecondLevelOwner(args);
    const filter = parseLeadFilter(new URL(args.request.url).searchParams, SOURCES);
    const now = clock.nowMs();
    const [{ leads, total }, recent, failedEmails, subscribers, pageReport, launch] = await Promise.all([
      owner.leads.list(filter),
      owner.leads.since(chartSince(now)),
      failedMessages(args.context),
      subscribersView(args.context),
      readPageReport(args.context.config.d1, new Date(now)),
      launchChecklistFor(args.context),
    ]);
    const held = await heldAddresses(
      args.context,
      leads.map((lead) => lead.email),
    );
    return json(
      {
        signedInAs: owner.session.user.email,
        meta: seoMeta(args, { title: "Leads", description: "The leads the site's forms collected.", noindex: true }),
        filter,
        sources: SOURCES,
        leads: leads.map(({ id, created_at, name, email, phone, form_source, status }) => ({
          id,
          created_at,
          name,
          email,
          phone,
          form_source,
          status,
          // Bounced or complained (Resend's webhook), with when: no list mail reaches it.
          held: suppressionText(heldOf(held, email)),
        })),
        total,
        pages: pageCount(total),
        chart: namedForms(weeklyCounts(recent, now, SOURCES)),
        csv: `/owner/leads.csv${leadFilterSearch(filter)}`,
        failedEmails,
        subscribers,
        topPages: namedPages(pageReport.pages.slice(0, 5)),
        launch: launch.map(({ id, level, text, fix }) => ({ id, level, text, fix })),
      },
      { headers: owner.headers },
    );
  });

/** "Send again" on a message that failed every retry: 303 back with a toast. */
export const action = (args: ActionFunctionArgs) =>
  ownerPage(async () => {
    const owner = await requireSecondLevelOwner(args);
    const id = sendAgainId(await args.request.formData());
    if (id === null) return refusal(SEND_AGAIN_TITLE, "Choose a message to send again.", {}, owner.headers);
    let toast;
    try {
      toast = await sendAgain(args.context, id);
    } catch (error) {
      return failureAnswer(error, { title: SEND_AGAIN_TITLE, values: {}, headers: owner.headers });
    }
    if (!toast) {
      return refusal(
        SEND_AGAIN_TITLE,
        "This message is not waiting to be sent again: it may have been sent already.",
        {},
        owner.headers,
      );
    }
    return args.context.services.toasts.redirect("/owner", toast, { headers: owner.headers });
  });

/** The chart's series under her forms' names. */
const namedForms = (chart: BarChartData): BarChartData => ({
  ...chart,
  series: chart.series.map((series) => ({ ...series, name: formName(series.name) })),
});

const LIST_COLUMNS = (["created_at", "name", "email", "phone", "form_source", "status"] as const).map((column) => ({
  label: leadColumnLabel(column),
}));

export default function Leads() {
  const { filter, sources, leads, total, pages, chart, csv, failedEmails, subscribers, topPages, launch } =
    useLoaderData<typeof loader>();
  const filtered = Boolean(filter.q || filter.source || filter.from || filter.to);
  return (
    <main id="main" className="mx-auto w-full max-w-7xl flex-1 space-y-8 px-4 py-10 sm:px-6">
      <ListHeader
        title="Leads"
        total={total}
        noun={["lead", "leads"]}
        filtered={filtered}
        testId="lead-total"
        csv={csv}
      />

      <LaunchChecklist items={launch} />

      <FailedEmails messages={failedEmails} />

      <TopPages rows={topPages} />

      <LeadsPerWeekChart chart={chart} title="Leads per week by form, last 12 weeks" id="leads-per-week" />

      <FilterBar
        label="Filter leads"
        basePath="/owner"
        filtered={filtered}
        className="sm:grid-cols-5"
        footerClassName="sm:col-span-5"
      >
        <FilterInput
          name="q"
          label="Name, email or phone"
          type="search"
          defaultValue={filter.q}
          className="sm:col-span-2"
        />
        <FilterSelect
          name="source"
          label="Form"
          anyLabel="All forms"
          defaultValue={filter.source}
          options={sources.map((source) => ({ value: source, label: formName(source) }))}
        />
        <FilterInput name="from" label="From" type="date" defaultValue={filter.from} />
        <FilterInput name="to" label="To" type="date" defaultValue={filter.to} />
      </FilterBar>

      {leads.length === 0 ? (
        <p className="text-slate-700">{filtered ? "No lead matches this filter." : "No leads yet."}</p>
      ) : (
        <OwnerTable caption="Leads, newest first" columns={LIST_COLUMNS}>
          {leads.map((lead) => (
            <tr key={lead.id} data-testid="lead-row">
              <td className="whitespace-nowrap px-4 py-3 text-slate-700">{ownerTime(lead.created_at)}</td>
              <td className="px-4 py-3">
                <Link to={`/owner/leads/${lead.id}`} className="font-semibold text-brand-800 underline">
                  {lead.name}
                </Link>
              </td>
              <td className="px-4 py-3">
                <a href={mailtoHref(lead.email, ownerMailSubjects.lead)} className="text-brand-800 underline">
                  {lead.email}
                </a>
                {lead.held ? (
                  <span className="mt-1 block text-sm font-semibold text-red-800" data-testid="email-held">
                    {lead.held}
                  </span>
                ) : null}
              </td>
              <td className="whitespace-nowrap px-4 py-3">
                <PhoneLink phone={lead.phone} />
              </td>
              <td className="px-4 py-3 text-slate-800">
                <CardLabel>Form</CardLabel>
                {formName(lead.form_source)}
              </td>
              <td className="px-4 py-3 text-slate-800">
                <CardLabel>Status</CardLabel>
                {leadStatusName(lead.status)}
              </td>
            </tr>
          ))}
        </OwnerTable>
      )}

      <Pager
        label="Pages of leads"
        basePath="/owner"
        page={filter.page}
        pages={pages}
        search={(page) => leadFilterSearch(filter, page)}
      />

      <Subscribers subscribers={subscribers} csv="/owner/subscribers.csv" />
      <OwnerActionToast />
    </main>
  );
}
