/**
 * Layout differences are declared by each route's `handle` and read here, so the layout itself
 * holds no list of routes.
 */

export interface RouteHandle {
  /** false hides the footer on this route. */
  footer?: boolean;
  /** false hides the navigation links (the brand and cart stay). */
  navLinks?: boolean;
  /** true shows the Register Now button that jumps to #register. */
  registerButton?: boolean;
  /** false hides the cart button (the owner's area). */
  cart?: boolean;
  /** true shows the real-estate licence line and the Equal Housing Opportunity notice. */
  realEstate?: boolean;
  /** false hides the owner's announcement banner (her own area). */
  announcement?: boolean;
}

export interface LayoutFlags {
  footer: boolean;
  navLinks: boolean;
  registerButton: boolean;
  realEstate: boolean;
  cart: boolean;
  announcement: boolean;
}

export function layoutFlags(handles: ReadonlyArray<unknown>): LayoutFlags {
  const flags: LayoutFlags = {
    footer: true,
    navLinks: true,
    registerButton: false,
    realEstate: false,
    cart: true,
    announcement: true,
  };
  for (const handle of handles) {
    if (!handle || typeof handle !== "object") continue;
    const h = handle as RouteHandle;
    if (h.footer === false) flags.footer = false;
    if (h.navLinks === false) flags.navLinks = false;
    if (h.registerButton === true) flags.registerButton = true;
    if (h.realEstate === true) flags.realEstate = true;
    if (h.cart === false) flags.cart = false;
    if (h.announcement === false) flags.announcement = false;
  }
  return flags;
}

/** Splits "/#products" into its path and section id; null when the link has no hash. */
export function hashTarget(to: string): { path: string; id: string } | null {
  const index = to.indexOf("#");
  if (index === -1) return null;
  return { path: to.slice(0, index) || "/", id: to.slice(index + 1) };
}
