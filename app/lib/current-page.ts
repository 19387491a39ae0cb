/**
 * Which navigation link marks the page being shown (the owner's bar). Pure; apart from the link
 * click rule (link-click.ts), which every page loads, since only the owner's pages use it.
 */

/**
 * Whether a navigation link marks the page being shown (`aria-current`, its highlight): the same
 * path, or (unless `exact`) a page under it. React Router's NavLink rule, trailing slash ignored.
 */
export function isCurrentPath(pathname: string, to: string, exact = false): boolean {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
  return path === to || (!exact && to !== "/" && path.startsWith(`${to}/`));
}
