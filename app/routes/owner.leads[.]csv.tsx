import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { FORM_SOURCES } from "~/content/lead-forms";
import { csvFileName, toCsv } from "~/lib/csv";
import { LEAD_COLUMNS, leadColumnLabel } from "~/lib/lead-columns";
import { csvTime, csvTimeHeader, ownerDate } from "~/lib/owner-time";
import { leadValueText } from "~/lib/lead-words";
import { parseLeadFilter } from "~/lib/lead-filter";
import { ownerPage } from "~/services/owner/owner-forms.server";
import { requireSecondLevelOwner } from "~/services/owner/owner-area.server";
import { heldAddresses, heldOf } from "~/services/email/owner-suppressions.server";
import { EMAIL_DELIVERY_LABEL, suppressionText } from "~/lib/suppression";
import * as clock from "~/lib/clock";

/** The leads of the current filter (the same query string as /owner) as a CSV file. */
export const loader = (args: LoaderFunctionArgs) =>
  ownerPage(async () => {
    const owner = await requireSecondLevelOwner(args);
    const filter = parseLeadFilter(new URL(args.request.url).searchParams, Object.values(FORM_SOURCES));
    const leads = await owner.leads.exportRows(filter);
    const held = await heldAddresses(
      args.context,
      leads.map((lead) => lead.email),
    );
    // Her words for the headers and values, in the order her lead's page shows them; times as
    // "2026-11-28 11:16" in her zone (named in the header), so a spreadsheet sorts them. The last
    // column: bounced or complained, with when (empty: mail reaches the address).
    const body = toCsv(
      [
        ...LEAD_COLUMNS.map((column) =>
          column === "created_at" ? csvTimeHeader(leadColumnLabel(column)) : leadColumnLabel(column),
        ),
        EMAIL_DELIVERY_LABEL,
      ],
      leads.map((lead) => [
        ...LEAD_COLUMNS.map((column) =>
          column === "created_at" ? csvTime(lead.created_at) : leadValueText(column, lead[column], "; "),
        ),
        suppressionText(heldOf(held, lead.email)),
      ]),
    );
    const headers = new Headers(owner.headers);
    headers.set("Content-Type", "text/csv; charset=utf-8");
    headers.set("Content-Disposition", `attachment; filename="${csvFileName(`leads-${ownerDate(clock.now())}`)}"`);
    return new Response(body, { headers });
  });
