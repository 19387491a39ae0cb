import type { MetaDescriptor } from "@remix-run/cloudflare";

export const MAX_DESCRIPTION_LENGTH = 160;

export interface PageSeo {
  title: string;
  description: string;
  /** Absolute or site-relative image for link previews. */
  image?: string;
  type?: "website" | "product" | "article";
}

interface RootData {
  ownerName?: string;
  origin?: string;
}

interface MetaArgsLike {
  location: { pathname: string; search?: string };
  matches: ReadonlyArray<{ id: string; data?: unknown } | undefined>;
}

/** Cuts text to at most `max` characters on a word boundary, with an ellipsis when cut. */
export function clampText(text: string, max = MAX_DESCRIPTION_LENGTH): string {
  const clean = text.replace(/\s+/g, " ").trim();
  if (clean.length <= max) return clean;
  const cut = clean.slice(0, max - 1);
  const lastSpace = cut.lastIndexOf(" ");
  return `${(lastSpace > max * 0.6 ? cut.slice(0, lastSpace) : cut).replace(/[\s,.;:-]+$/, "")}…`;
}

/** Title, description, canonical URL, Open Graph and Twitter tags of one page. */
export function seo(args: MetaArgsLike, page: PageSeo): MetaDescriptor[] {
  const root = (args.matches.find((m) => m?.id === "root")?.data ?? {}) as RootData;
  const siteName = root.ownerName ?? "";
  const title = siteName && page.title !== siteName ? `${page.title} | ${siteName}` : page.title;
  const description = clampText(page.description);
  const origin = root.origin ?? "";
  const url = `${origin}${args.location.pathname}`;
  const image = page.image ? (page.image.startsWith("/") ? `${origin}${page.image}` : page.image) : `${origin}/images/og-default.jpg`;
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
  ];
}
