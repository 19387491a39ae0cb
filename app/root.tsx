import type { LinksFunction, LoaderFunctionArgs, MetaDescriptor, MetaFunction } from "@remix-run/cloudflare";
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
import { EmailListForm as emailListFormOnTheServer } from "~/components/forms/email-list-form.server";
import { LegalStrip, SiteFooter } from "~/components/layout/site-footer";
import { SiteHeader } from "~/components/layout/site-header";
import { AnnouncementBanner } from "~/components/layout/announcement-banner";
import { LicenceNotice } from "~/components/marketing/person";
import { CartButton } from "~/components/shop/cart-button";
import { CartProvider } from "~/components/shop/cart-context";
import { LazyCartDrawer } from "~/components/shop/lazy-cart-drawer";
import { DeferredScripts } from "~/components/ui/deferred-scripts";
import { ErrorPage, errorCopy } from "~/components/ui/error-page";
import { island } from "~/components/ui/island";
import { JsonLd } from "~/components/ui/json-ld";
import { useLinksFollowedInApp } from "~/components/ui/link";
import { useNonce } from "~/components/ui/nonce";
import { ToastView } from "~/components/ui/toaster";
import { DEFAULT_OWNER_NAME } from "~/content/site";
import { layoutFlags } from "~/lib/layout";
import { withShareImage } from "~/lib/seo";
import stylesheet from "~/tailwind.css";

export const links: LinksFunction = () => [
  { rel: "stylesheet", href: stylesheet },
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
];

/*
 * Every page's frame (the cart, the toast, her announcement, footer and share card), built by
 * app/server/page-frame.server.ts. Imported when the loader runs, so the browser's build, which
 * drops the loader, carries no stand-in for the server's modules (docs/decisions/0032).
 */
export const loader = (args: LoaderFunctionArgs) =>
  import("~/server/page-frame.server").then((frame) => frame.pageFrame(args));

/** The footer's email form, an island: its code loads when the visitor reaches for it (docs/decisions/0033). */
const FooterEmailListForm = island(emailListFormOnTheServer, () =>
  import("~/components/forms/email-list-form").then((form) => form.EmailListForm),
);

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
        <SiteFooter ownerName={ownerName} year={year} words={footer} emailListForm={<FooterEmailListForm />} />
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
