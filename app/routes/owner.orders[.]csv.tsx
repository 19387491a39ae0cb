import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { ownerDate } from "~/lib/owner-time";
import { csvFileName, toCsv } from "~/lib/csv";
import { ORDER_CSV_COLUMNS, orderCsvRow } from "~/lib/order-columns";
import { parseOrderFilter } from "~/lib/orders";
import { ownerPage } from "~/services/owner/owner-forms.server";
import { requireOrders } from "~/services/owner/owner-orders.server";
import { requireSecondLevelOwner } from "~/services/owner/owner-area.server";
import * as clock from "~/lib/clock";

/** The orders of the current filter (the same query string as /owner/orders) as a CSV file. */
export const loader = (args: LoaderFunctionArgs) =>
  ownerPage(async () => {
    const owner = await requireSecondLevelOwner(args);
    const filter = parseOrderFilter(new URL(args.request.url).searchParams);
    const orders = await requireOrders(args.context).list({ ...filter, limit: 10_000 });
    const headers = new Headers(owner.headers);
    headers.set("Content-Type", "text/csv; charset=utf-8");
    headers.set("Content-Disposition", `attachment; filename="${csvFileName(`orders-${ownerDate(clock.now())}`)}"`);
    return new Response(toCsv(ORDER_CSV_COLUMNS, orders.map(orderCsvRow)), { headers });
  });
