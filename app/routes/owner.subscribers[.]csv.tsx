import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { ownerDate } from "~/lib/owner-time";
import { csvFileName } from "~/lib/csv";
import { confirmedSubscribersCsv } from "~/services/email/owner-subscribers.server";
import { ownerPage } from "~/services/owner/owner-forms.server";
import { requireSecondLevelOwner } from "~/services/owner/owner-area.server";
import * as clock from "~/lib/clock";

/** The email list's confirmed subscribers alone, as a CSV file for the owner's mailing tool. */
export const loader = (args: LoaderFunctionArgs) =>
  ownerPage(async () => {
    const owner = await requireSecondLevelOwner(args);
    const body = await confirmedSubscribersCsv(args.context);
    const headers = new Headers(owner.headers);
    if (body === null) {
      headers.set("Content-Type", "text/plain; charset=utf-8");
      return new Response("The email list is kept only where orders are stored: configure LEADS_DB or Supabase.", {
        status: 404,
        headers,
      });
    }
    headers.set("Content-Type", "text/csv; charset=utf-8");
    headers.set(
      "Content-Disposition",
      `attachment; filename="${csvFileName(`confirmed-subscribers-${ownerDate(clock.now())}`)}"`,
    );
    return new Response(body, { headers });
  });
