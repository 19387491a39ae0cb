import { json, redirect, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { Link } from "~/components/ui/link";
import { AuthCard } from "~/components/owner/owner-form";
import { seoMeta } from "~/lib/seo";
import { AuthRefusal } from "~/services/owner/owner-auth.server";
import { ownerArea, withAuthCookies } from "~/services/owner/owner-area.server";

export { pageMeta as meta } from "~/root";
export { ownerHeaders as headers } from "~/lib/owner-headers";

const TYPES = ["signup", "email", "magiclink"] as const;

/**
 * Supabase's confirmation link lands here (`/owner/confirm?token_hash=…&type=signup`): the token is
 * checked on the server and the session comes back in cookies, not in the URL (the browser-only
 * implicit flow). Then on to enrolling an authenticator app.
 */
export async function loader(args: LoaderFunctionArgs) {
  const url = new URL(args.request.url);
  const area = ownerArea(args);
  const tokenHash = url.searchParams.get("token_hash") ?? "";
  const type = TYPES.find((t) => t === url.searchParams.get("type"));
  const meta = seoMeta(args, {
    title: "Confirm your account",
    description: "Confirm the owner's account.",
    noindex: true,
  });
  if (!area.confirm) {
    return json(
      { meta, message: "This site keeps its own accounts: there is nothing to confirm. Sign in instead." },
      { status: 400 },
    );
  }
  if (!tokenHash || !type) {
    return json(
      { meta, message: "This confirmation link is incomplete. Open the link from the email again." },
      { status: 400 },
    );
  }
  try {
    await area.confirm(tokenHash, type);
  } catch (error) {
    const refused = error instanceof AuthRefusal;
    if (!refused) console.error("Owner confirmation failed:", error instanceof Error ? error.message : String(error));
    return json(
      {
        meta,
        message: refused ? error.message : "Something went wrong. Please try the link again in a moment.",
      },
      { status: refused ? 400 : 502, headers: withAuthCookies(area) },
    );
  }
  return redirect("/owner/security", { status: 303, headers: withAuthCookies(area) });
}

export default function Confirm() {
  const { message } = useLoaderData<typeof loader>();
  return (
    <AuthCard title="Confirm your account">
      <p role="alert">{message}</p>
      <p className="mt-4">
        <Link to="/owner/sign-in" className="font-semibold text-brand-800 underline">
          Sign in
        </Link>
      </p>
    </AuthCard>
  );
}
