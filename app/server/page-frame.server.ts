import { json, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import { footer } from "~/content/navigation";
import { OWNER_TIME_ZONE } from "~/content/site";
import * as clock from "~/lib/clock";
import { footerSocialLinks, licenceLine } from "~/lib/profile";
import { publicOrigin } from "~/lib/seo";
import { organizationJsonLd } from "~/lib/structured-data";
import { wallTimeOf } from "~/lib/time-zone";
import { emailListFormView } from "~/services/leads/lead-answer.server";
import { sharedCardAddress } from "~/services/share/share-card-source.server";
import { siteView } from "~/services/site/site-view.server";

/** The root's loader data: what every page's header, footer, toast and cart drawer show. */
export async function pageFrame({ request, context }: LoaderFunctionArgs) {
  const { toast, thanks, headers } = await context.services.toasts.read(request);
  // The cart's lines priced from the catalog, for the drawer and the badge; a line the catalog no
  // longer has is dropped from the cookie, and a toast says so.
  const page = new URL(request.url).pathname;
  const [cart, site] = await Promise.all([context.services.cart.view(request), siteView(context)]);
  // The page's live share card (issue 51); its meta keeps the build-time card if this fails.
  const card = await sharedCardAddress(context, page, site);
  const answerHeaders = new Headers(headers ?? undefined);
  if (cart.cookie) answerHeaders.append("Set-Cookie", cart.cookie);
  const origin = publicOrigin({ request, context });
  const social = footerSocialLinks(site.profile.social);
  return json(
    {
      ownerName: context.config.ownerName,
      // The footer's year turns at midnight in her time zone, not the server's.
      year: wallTimeOf(clock.now(), OWNER_TIME_ZONE).year,
      // Built here, so the structured data's code stays on the server.
      organization: organizationJsonLd(
        context.config.ownerName,
        origin,
        social.map((s) => s.href),
      ),
      cart: cart.view,
      toast: toast ?? cart.notice,
      // The lead form just saved, whose thank-you panel takes its place (see useThanks).
      thanks,
      emailListForm: emailListFormView(),
      footer: { ...footer, social },
      licence: licenceLine(site.profile),
      announcement: site.announcement,
      shareImage: card ? { page, url: `${origin}${card}` } : null,
    },
    { headers: answerHeaders },
  );
}
