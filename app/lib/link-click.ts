/**
 * When the app follows one of its own links itself (a client-side navigation) and when the browser
 * does: React Router's rule for its <Link>, applied by one listener for every link of the site
 * (app/components/ui/link.tsx, docs/decisions/0022-links-are-anchors.md). Pure.
 */

/** What of a click decides it. */
export interface LinkClick {
  button: number;
  metaKey: boolean;
  altKey: boolean;
  ctrlKey: boolean;
  shiftKey: boolean;
  /** Something on the page handled the click already (a menu, the home page's section links). */
  defaultPrevented: boolean;
}

/** What of the clicked link decides it. */
export interface ClickedLink {
  /** Its address as the browser resolved it. */
  href: string;
  target: string;
  download: boolean;
}

/** A location as the router names it: path, query and fragment. */
export const pathOf = (url: URL): string => `${url.pathname}${url.search}${url.hash}`;

/**
 * The path the app navigates to, or null when the click is the browser's: already handled, not
 * the main button, a modifier key (a new tab or window, a download), a target other than this
 * frame, a download link, or another origin.
 */
export function inAppPath(click: LinkClick, link: ClickedLink, here: URL): string | null {
  if (click.defaultPrevented || click.button !== 0) return null;
  if (click.metaKey || click.altKey || click.ctrlKey || click.shiftKey) return null;
  if ((link.target && link.target !== "_self") || link.download) return null;
  const url = new URL(link.href, here);
  return url.origin === here.origin ? pathOf(url) : null;
}
