import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { recoveryCodesFile } from "~/content/owner-security";
import { normaliseRecoveryCode } from "~/lib/recovery-codes";
import { ownerPage } from "~/services/owner/owner-forms.server";
import { requireSignedIn, withAuthCookies } from "~/services/owner/owner-area.server";

/**
 * POST /owner/security/recovery-codes.txt: the codes the page shows, as a text file to download
 * (the site keeps only their hashes, so the page posts them back). Only at the second level; only
 * well-formed codes go into the file.
 */
export const action = (args: ActionFunctionArgs) =>
  ownerPage(async () => {
    const { area, session } = await requireSignedIn(args);
    const headers = withAuthCookies(area);
    headers.set("Cache-Control", "private, no-store");
    if (session.aal !== "aal2") {
      headers.set("Content-Type", "text/plain; charset=utf-8");
      return new Response("Enter a code from your authenticator app first.\n", { status: 403, headers });
    }
    const form = await args.request.formData();
    const codes = form
      .getAll("code")
      .slice(0, 20)
      .map(String)
      .filter((code) => code.length <= 20 && normaliseRecoveryCode(code) !== null);
    if (codes.length === 0) {
      headers.set("Content-Type", "text/plain; charset=utf-8");
      return new Response("No recovery codes were sent: make new ones on the security page.\n", {
        status: 400,
        headers,
      });
    }
    const body = `${recoveryCodesFile.intro(args.context.config.ownerName, session.user.email)}\n\n${codes.join("\n")}\n`;
    headers.set("Content-Type", "text/plain; charset=utf-8");
    headers.set("Content-Disposition", `attachment; filename="${recoveryCodesFile.name}"`);
    return new Response(body, { headers });
  });
