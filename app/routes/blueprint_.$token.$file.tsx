import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { plainRefusal } from "~/components/ui/plain-refusal";
import { blueprintPage } from "~/content/follow-through";
import { blueprintDownload } from "~/services/email/blueprint.server";

/**
 * /blueprint/{token}/{file}: the free blueprint's file as an attachment, served like a purchase's
 * (private, never cached), while the email's signed link is good (DOWNLOAD_DAYS after it was sent).
 * Refused with a page that says what to do: 400 (a broken link), 404 (not the blueprint's file),
 * 410 (expired), 503 (the file could not be fetched).
 */
export async function loader({ params, context }: LoaderFunctionArgs) {
  const again = { label: blueprintPage.againLabel, to: blueprintPage.againTo };
  const decision = await blueprintDownload(params.token, params.file, context);
  if (!decision.ok) return plainRefusal(context.config.ownerName, decision.status, decision.page, again);
  const file = await context.services.downloads.attachment(decision.file);
  if (file) return file;
  return plainRefusal(
    context.config.ownerName,
    503,
    { title: blueprintPage.unavailableTitle, text: blueprintPage.unavailableText },
    again,
  );
}
