import type { LoaderFunctionArgs, MetaDescriptor } from "@remix-run/cloudflare";
import { PUBLIC_PAGES } from "~/content/site";
import { shareImagePath } from "./covers";
import { isLoopbackAddress } from "./owner-access";

export const MAX_DESCRIPTION_LENGTH = 160;

export interface PageSeo {
  title: string;
  description: string;
  /**
   * Absolute or site-relative image for link previews; by default the page's share card, drawn at
   * build time (app/content/share-cards.ts), or the home page's for a page without one.
   */
  image?: string;
  type?: "website" | "product" | "article";
  /** Pages search engines should not list (cart, checkout results, form answers). */
  noindex?: boolean;
}

/** Cuts text to at most `max` characters on a word boundary, with an ellipsis when cut. */
export function clampText(text: string, max = MAX_DESCRIPTION_LENGTH): string {
  const clean = text.replace(/\s+/g, " ").trim();
  if (clean.length <= max) return clean;
  const cut = clean.slice(0, max - 1);
  const lastSpace = cut.lastIndexOf(" ");
  return `${(lastSpace > max * 0.6 ? cut.slice(0, lastSpace) : cut).replace(/[\s,.;:-]+$/, "")}…`;
}

/** What a page's tags are built from: the site's name and the page's own URL. */
export interface SeoSite {
  ownerName: string;
  /** The page's URL; its query is left out of the canonical URL. */
  url: string;
}

/**
 * Title, description, canonical URL, Open Graph and Twitter tags of one page. Loaders build them
 * (see seoMeta) and the root's meta function renders them, so this code never reaches the browser.
 */
export function seoTags(site: SeoSite, page: PageSeo): MetaDescriptor[] {
  const siteName = site.ownerName;
  const title = siteName && page.title !== siteName ? `${page.title} | ${siteName}` : page.title;
  const description = clampText(page.description);
  const { origin, pathname } = new URL(site.url);
  const url = `${origin}${pathname}`;
  const image = page.image
    ? page.image.startsWith("/")
      ? `${origin}${page.image}`
      : page.image
    : `${origin}${shareImagePath(PUBLIC_PAGES.includes(pathname) ? pathname : "/")}`;
  return [
    { title },
    { name: "description", content: description },
    { tagName: "link", rel: "canonical", href: url },
    { property: "og:site_name", content: siteName },
    { property: "og:type", content: page.type ?? "website" },
    { property: "og:title", content: title },
    { property: "og:description", content: description },
    { property: "og:url", content: url },
    { property: "og:image", content: image },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: title },
    { name: "twitter:description", content: description },
    { name: "twitter:image", content: image },
    ...(page.noindex ? [{ name: "robots", content: "noindex" }] : []),
  ];
}

type RequestArgs = Pick<LoaderFunctionArgs, "request" | "context">;

/**
 * The origin the site publishes (canonical URLs, og:url, JSON-LD, the sitemap, checkout return
 * URLs): SITE_URL, never the request's Host, which a preview deployment or a forged header
 * changes. Without SITE_URL (development and tests only; production requires it) the request's own.
 */
export function publicOrigin(args: RequestArgs): string {
  return args.context.config.siteUrl ?? new URL(args.request.url).origin;
}

/** Where `npm start` serves the site: links made without SITE_URL for anyone but this machine. */
export const LOCAL_ORIGIN = "http://localhost:8788";

/**
 * The origin of links in emails. SITE_URL where it is set (always in production); without it, the
 * request's own origin only for a loopback connection (the developer on this machine, as the open
 * sign-up rule reads it), else the local default: a post from elsewhere with a forged `Host` cannot
 * make the site mail a link to another site.
 */
export function linkOrigin(args: { request: Request; context: { config: { siteUrl: string | null } } }): string {
  if (args.context.config.siteUrl) return args.context.config.siteUrl;
  const client = args.request.headers.get("CF-Connecting-IP");
  return client !== null && isLoopbackAddress(client) ? new URL(args.request.url).origin : LOCAL_ORIGIN;
}

/** A loader's page tags: `meta: seoMeta(args, { title, description })` in its data. */
export function seoMeta(args: RequestArgs, page: PageSeo): MetaDescriptor[] {
  return seoTags({ ownerName: args.context.config.ownerName, url: canonicalUrl(args) }, page);
}

/** The page's published address (its canonical URL, og:url): the public origin and the path asked, no query. */
export function canonicalUrl(args: RequestArgs): string {
  return `${publicOrigin(args)}${new URL(args.request.url).pathname}`;
}

/** The tags with their og:image and twitter:image pointing at `image` (a page's live share card). */
export function withShareImage(tags: MetaDescriptor[], image: string): MetaDescriptor[] {
  return tags.map((tag) =>
    "content" in tag &&
    (("property" in tag && tag.property === "og:image") || ("name" in tag && tag.name === "twitter:image"))
      ? { ...tag, content: image }
      : tag,
  );
}
