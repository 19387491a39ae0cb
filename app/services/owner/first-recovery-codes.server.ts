import { createCookie, type AppLoadContext } from "@remix-run/cloudflare";
import { normaliseRecoveryCode } from "~/lib/recovery-codes";

/**
 * The first set of recovery codes, made when her first app is turned on, carried across the
 * redirect to /owner/security/recovery-codes and shown there once: a signed, HttpOnly cookie sent
 * only to that page, for ten minutes, deleted by the page that reads it. The site keeps only the
 * codes' hashes, so this is the one way the page after the redirect can show them.
 */

const NAME = "__owner_first_codes";
export const FIRST_CODES_PATH = "/owner/security/recovery-codes";

function cookieOf(context: AppLoadContext) {
  return createCookie(NAME, {
    httpOnly: true,
    sameSite: "lax",
    path: FIRST_CODES_PATH,
    secure: context.config.environment === "production",
    secrets: [context.config.sessionSecret],
    maxAge: 10 * 60,
  });
}

/** Set-Cookie that carries the codes to the next page. */
export const carryFirstCodes = (context: AppLoadContext, codes: readonly string[]) =>
  cookieOf(context).serialize(codes.join(" "));

/** The codes carried to this request (null when none), and the Set-Cookie that forgets them. */
export async function takeFirstCodes(
  request: Request,
  context: AppLoadContext,
): Promise<{ codes: string[] | null; forget: string | null }> {
  const header = request.headers.get("Cookie");
  if (!header?.includes(`${NAME}=`)) return { codes: null, forget: null };
  const cookie = cookieOf(context);
  const forget = await cookie.serialize("", { maxAge: 0 });
  let value: unknown;
  try {
    value = await cookie.parse(header);
  } catch {
    return { codes: null, forget };
  }
  if (typeof value !== "string") return { codes: null, forget };
  const codes = value.split(" ").filter((code) => normaliseRecoveryCode(code) !== null);
  return { codes: codes.length ? codes : null, forget };
}
