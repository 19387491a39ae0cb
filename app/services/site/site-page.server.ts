import { json, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import { seoMeta } from "~/lib/seo";
import type { SiteOverrides } from "~/lib/site-sections";
import { requireSecondLevelOwner } from "~/services/owner/owner-area.server";
import { ownerPage } from "~/services/owner/owner-forms.server";

/**
 * The loader of a /owner/site/* page: the owner at aal2 only, her values as stored now (she may
 * have just saved), the page's tags (never indexed) and what `data` makes of her values.
 */
export function sitePage<T extends object>(
  args: LoaderFunctionArgs,
  page: { title: string; description: string },
  data: (overrides: SiteOverrides) => T | Promise<T>,
) {
  return ownerPage(async () => {
    const owner = await requireSecondLevelOwner(args);
    const { overrides } = await args.context.services.site.fresh();
    return json(
      {
        signedInAs: owner.session.user.email,
        meta: seoMeta(args, { ...page, noindex: true }),
        ...(await data(overrides)),
      },
      { headers: owner.headers },
    );
  });
}
