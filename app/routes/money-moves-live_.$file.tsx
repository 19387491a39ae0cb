import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { sessionCalendarFile } from "~/services/events/event-page.server";

/** A Money Moves Live session's .ics file: /money-moves-live/20261128T230000Z.ics. */
export const loader = (args: LoaderFunctionArgs) => sessionCalendarFile(args, args.params.file);
