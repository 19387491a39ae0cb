import {
  json,
  type LinksFunction,
  type LoaderFunctionArgs,
  type MetaDescriptor,
  type MetaFunction,
} from "@remix-run/cloudflare";
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  ScrollRestoration,
  useLoaderData,
  useMatches,
  useRouteError,
  useRouteLoaderData,
} from "@remix-run/react";
import type { ReactNode } from "react";
import { EmailListForm } from "~/components/forms/email-list-form";
import { LegalStrip, SiteFooter } from "~/components/layout/site-footer";
import { SiteHeader } from "~/components/layout/site-header";
import { AnnouncementBanner } from "~/components/layout/announcement-banner";
import { LicenceNotice } from "~/components/marketing/person";
import { CartButton } from "~/components/shop/cart-button";
import { CartProvider } from "~/components/shop/cart-context";
import { LazyCartDrawer } from "~/components/shop/lazy-cart-drawer";
import { DeferredScripts } from "~/components/ui/deferred-scripts";
import { ErrorPage, errorCopy } from "~/components/ui/error-page";
import { JsonLd } from "~/components/ui/json-ld";
import { useLinksFollowedInApp } from "~/components/ui/link";
import { useNonce } from "~/components/ui/nonce";
import { ToastView } from "~/components/ui/toaster";
import { footer } from "~/content/navigation";
import { DEFAULT_OWNER_NAME, OWNER_TIME_ZONE } from "~/content/site";
import { layoutFlags } from "~/lib/layout";
import { footerSocialLinks, licenceLine } from "~/lib/profile";
import { publicOrigin, withShareImage } from "~/lib/seo";
import { organizationJsonLd } from "~/lib/structured-data";
import { emailListFormView } from "~/services/leads/lead-answer.server";
import { siteView } from "~/services/site/site-view.server";
import { sharedCardAddress } from "~/services/share/share-card-source.server";
import { wallTimeOf } from "~/lib/time-zone";
import * as clock from "~/lib/clock";
import stylesheet from "~/tailwind.css";

export const links: LinksFunction = () => [
  { rel: "stylesheet", href: stylesheet },
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
];

export async function loader({ request, context }: LoaderFunctionArgs) {
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

interface ShareImage {
  page: string;
  url: string;
}

/**
 * Every page's meta export (`export { pageMeta as meta } from "~/root"`): the title and tags its own
 * loader built with seoMeta (app/lib/seo.ts), so the code that builds them stays on the server, or
 * the error's title when the loader failed.
 */
export const pageMeta: MetaFunction = ({ data, error, matches, location }) => {
  const tags = (data as { meta?: MetaDescriptor[] } | null | undefined)?.meta;
  // The live share card the root named for this page (not for the one before a client-side move).
  const share = (matches.find((match) => match.id === "root")?.data as { shareImage?: ShareImage } | undefined)
    ?.shareImage;
  if (tags && !error) return share?.page === location.pathname ? withShareImage(tags, share.url) : tags;
  const { title } = errorCopy(isRouteErrorResponse(error) ? error.status : 500);
  return [{ title }, { name: "robots", content: "noindex" }];
};

function Document({ children }: { children: ReactNode }) {
  const nonce = useNonce();
  useLinksFollowedInApp();
  return (
    <html lang="en" className="h-full">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#1e3a5f" />
        <Meta />
        <Links />
      </head>
      <body className="flex min-h-full flex-col bg-slate-50 font-sans text-slate-900 antialiased">
        <a href="#main" className="skip-link">
          Skip to content
        </a>
        {children}
        <ScrollRestoration nonce={nonce} />
        <DeferredScripts />
      </body>
    </html>
  );
}

export function Layout({ children }: { children: ReactNode }) {
  return <Document>{children}</Document>;
}

export default function App() {
  const { ownerName, year, organization, cart, toast, footer, licence, announcement } = useLoaderData<typeof loader>();
  const flags = layoutFlags(useMatches().map((match) => match.handle));
  return (
    <CartProvider cart={cart}>
      <SiteHeader
        ownerName={ownerName}
        cartCount={cart.count}
        showLinks={flags.navLinks}
        showRegister={flags.registerButton}
        showCart={flags.cart}
        cartButton={<CartButton />}
      />
      {announcement && flags.announcement ? (
        <AnnouncementBanner text={announcement.text} link={announcement.link} />
      ) : null}
      {/* Here, under the header: a toast that comes with the page sits at its top, covering nothing. */}
      <ToastView toast={toast} />
      <Outlet />
      {flags.footer ? (
        <SiteFooter ownerName={ownerName} year={year} words={footer} emailListForm={<EmailListForm />} />
      ) : (
        <LegalStrip ownerName={ownerName} year={year} links={footer.legal} label={footer.legalLabel}>
          {flags.realEstate ? <LicenceNotice line={licence} className="border-t-0 pt-0" /> : null}
        </LegalStrip>
      )}
      <JsonLd data={organization} />
      <LazyCartDrawer />
    </CartProvider>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  const root = useRouteLoaderData<typeof loader>("root");
  const status = isRouteErrorResponse(error) ? error.status : 500;
  if (!isRouteErrorResponse(error)) console.error(error);
  const copy = errorCopy(status);
  return (
    <>
      <SiteHeader
        ownerName={root?.ownerName ?? DEFAULT_OWNER_NAME}
        cartCount={root?.cart.count ?? 0}
        showLinks
        showRegister={false}
      />
      <ErrorPage status={status} title={copy.title} message={copy.message} />
    </>
  );
}
