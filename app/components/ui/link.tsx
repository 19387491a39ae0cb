import { useNavigate } from "@remix-run/react";
import { useEffect, type AnchorHTMLAttributes } from "react";
import { inAppPath, pathOf } from "~/lib/link-click";

export interface LinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, "href"> {
  /** The site's own path: absolute (`/about`, `/#products`) or a query of this page (`?image=2`). */
  to: string;
  /** In the app, replace the current history entry (a choice within the page: a style, a picture). */
  replace?: boolean;
  /** In the app, keep the scroll position (a choice within the page). */
  preventScrollReset?: boolean;
}

/**
 * A link to one of the site's pages: a plain anchor, so it is the same link with or without
 * JavaScript, and one listener (useLinksFollowedInApp, in the root) follows it in the app once the
 * page is interactive, as React Router's <Link> would. React Router's <Link> resolved its path
 * through the router on every render, twice, with its click handler's hooks; a page renders 35–50
 * links (docs/decisions/0022-links-are-anchors.md).
 */
export function Link({ to, replace, preventScrollReset, children, ...props }: LinkProps) {
  // data-link marks the anchors the app follows itself; the others carry its navigation's options.
  return (
    <a
      {...props}
      href={to}
      data-link=""
      data-replace={replace ? "" : undefined}
      data-prevent-scroll-reset={preventScrollReset ? "" : undefined}
    >
      {children}
    </a>
  );
}

/**
 * Follows every <Link> in the app: a plain left click (or Enter, which clicks a link) navigates
 * without a document load, with the router's pending state; anything else (a modifier key, another
 * button, a click a component already handled) is left to the browser. Listening on the window
 * hears a click after React's own handlers, which listen on the document.
 */
export function useLinksFollowedInApp() {
  const navigate = useNavigate();
  useEffect(() => {
    function follow(event: MouseEvent) {
      const link = event.target instanceof Element ? event.target.closest<HTMLAnchorElement>("a[data-link]") : null;
      if (!link) return;
      const here = new URL(window.location.href);
      const path = inAppPath(
        event,
        { href: link.href, target: link.target, download: link.hasAttribute("download") },
        here,
      );
      if (path === null) return;
      event.preventDefault();
      navigate(path, {
        // As React Router's <Link>: a link to the page being shown replaces its history entry.
        replace: link.hasAttribute("data-replace") || path === pathOf(here),
        preventScrollReset: link.hasAttribute("data-prevent-scroll-reset"),
      });
    }
    window.addEventListener("click", follow);
    return () => window.removeEventListener("click", follow);
  }, [navigate]);
}
