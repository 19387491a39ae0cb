import { useLocation, useNavigate } from "@remix-run/react";
import { Link } from "~/components/ui/link";
import { useRef, type MouseEvent } from "react";
import { navLinks, type NavLink } from "~/content/navigation";
import { hashTarget } from "~/lib/layout";
import { LineIcon } from "~/components/ui/line-icon";

/**
 * Where the inline links appear (measured: the nine links, the brand and the cart need about
 * 1,190 px; with Register Now about 1,330 px). Written out whole so Tailwind finds the classes.
 */
const WIDE = { links: "xl:flex", toggle: "xl:hidden" };
const WIDE_WITH_REGISTER = { links: "min-[1440px]:flex", toggle: "min-[1440px]:hidden" };

/** Delay before scrolling to a section after the home page has rendered (about 100 ms). */
export const HASH_SCROLL_DELAY_MS = 100;
/** How many times (HASH_SCROLL_DELAY_MS apart, about 5 s) to look for the section before giving up. */
const HASH_SCROLL_TRIES = 50;

function prefersReducedMotion(): boolean {
  return window.matchMedia?.("(prefers-reduced-motion: reduce)").matches ?? false;
}

/** Hash links go to the home page, then scroll smoothly to the section. */
export function useHashLinkClick() {
  const navigate = useNavigate();
  const location = useLocation();
  return (event: MouseEvent<HTMLAnchorElement>, to: string) => {
    const target = hashTarget(to);
    if (!target || event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    if (location.pathname !== target.path) navigate(`${target.path}#${target.id}`, { preventScrollReset: true });
    else window.history.replaceState(window.history.state, "", `#${target.id}`);
    window.setTimeout(() => scrollToSection(target.path, target.id, HASH_SCROLL_TRIES), HASH_SCROLL_DELAY_MS);
  };
}

/**
 * Scrolls to the section once the page that has it is shown: a page whose body's code is still
 * loading (an island, components/ui/island.tsx) is shown a little later than the move starts.
 */
function scrollToSection(path: string, id: string, triesLeft: number) {
  const section = window.location.pathname === path ? document.getElementById(id) : null;
  if (section) section.scrollIntoView({ behavior: prefersReducedMotion() ? "auto" : "smooth", block: "start" });
  else if (triesLeft > 1) window.setTimeout(() => scrollToSection(path, id, triesLeft - 1), HASH_SCROLL_DELAY_MS);
}

function NavItem({
  link,
  pathname,
  onNavigate,
  className,
}: {
  link: NavLink;
  /** The page being shown, whose link is marked current. */
  pathname: string;
  onNavigate: (e: MouseEvent<HTMLAnchorElement>, to: string) => void;
  className: string;
}) {
  const current = !link.to.includes("#") && pathname === link.to;
  return (
    <Link
      to={link.to}
      onClick={(e) => onNavigate(e, link.to)}
      className={className}
      aria-current={current ? "page" : undefined}
    >
      {link.label}
    </Link>
  );
}

export function SiteHeader({
  ownerName,
  cartCount,
  showLinks,
  showRegister,
  showCart = true,
  cartButton,
}: {
  ownerName: string;
  cartCount: number;
  showLinks: boolean;
  showRegister: boolean;
  /** false: no cart button (the owner's area). */
  showCart?: boolean;
  /** The shop replaces the plain cart link with its drawer toggle. */
  cartButton?: React.ReactNode;
}) {
  const menu = useRef<HTMLDetailsElement>(null);
  const { pathname } = useLocation();
  const onHashClick = useHashLinkClick();
  const onMenuLinkClick = (event: MouseEvent<HTMLAnchorElement>, to: string) => {
    if (menu.current) menu.current.open = false;
    onHashClick(event, to);
  };

  // The links show inline only where they all fit on one line beside the brand, the cart and (on
  // the event page) Register Now; below that width the menu toggle takes their place.
  const wide = showRegister ? WIDE_WITH_REGISTER : WIDE;
  return (
    <header className="sticky top-0 z-40 border-b border-slate-200 bg-white/95 backdrop-blur">
      <nav
        aria-label="Main"
        className={`mx-auto flex items-center gap-2 px-4 py-3 sm:gap-3 sm:px-6 ${showRegister ? "max-w-[90rem]" : "max-w-7xl"}`}
      >
        <Link
          to="/"
          className="mr-auto min-w-0 truncate whitespace-nowrap py-1.5 font-display text-lg font-bold tracking-tight text-brand-800 sm:text-xl"
          data-testid="brand"
        >
          {ownerName}
        </Link>

        {showLinks ? (
          <ul className={`hidden items-center gap-1 ${wide.links}`} data-testid="nav-links">
            {navLinks.map((link) => (
              <li key={link.to}>
                <NavItem
                  link={link}
                  pathname={pathname}
                  onNavigate={onHashClick}
                  className="block whitespace-nowrap rounded-md px-2.5 py-3 text-sm font-medium text-slate-700 hover:bg-slate-100 hover:text-brand-800 aria-[current=page]:text-brand-800"
                />
              </li>
            ))}
          </ul>
        ) : null}

        {showRegister ? (
          <a
            href="#register"
            className="btn btn-primary btn-sm min-h-11 flex-none whitespace-nowrap px-3 sm:px-4"
            data-testid="register-now"
          >
            Register Now
          </a>
        ) : null}

        {!showCart
          ? null
          : (cartButton ?? (
              <Link
                to="/cart"
                className="relative flex h-11 w-11 flex-none items-center justify-center rounded-full text-slate-700 hover:bg-slate-100"
                aria-label={`Cart, ${cartCount} ${cartCount === 1 ? "item" : "items"}`}
                data-testid="cart-button"
              >
                <CartIcon />
                {cartCount > 0 ? <CartBadge count={cartCount} /> : null}
              </Link>
            ))}

        {showLinks ? (
          <details ref={menu} className={`mobile-menu flex-none ${wide.toggle}`} data-testid="mobile-menu">
            <summary
              className="flex h-11 w-11 cursor-pointer list-none items-center justify-center rounded-md text-slate-700 hover:bg-slate-100"
              aria-label="Menu"
            >
              <LineIcon>
                <path className="menu-open-icon" d="M4 6h16M4 12h16M4 18h16" />
                <path className="menu-close-icon" d="M6 6l12 12M18 6L6 18" />
              </LineIcon>
            </summary>
            <ul
              className="mobile-menu-panel absolute inset-x-0 top-full border-b border-slate-200 bg-white px-4 pb-4 shadow-lg"
              data-testid="mobile-links"
            >
              {navLinks.map((link) => (
                <li key={link.to}>
                  <NavItem
                    link={link}
                    pathname={pathname}
                    onNavigate={onMenuLinkClick}
                    className="block rounded-md px-3 py-3 text-base font-medium text-slate-800 hover:bg-slate-100"
                  />
                </li>
              ))}
            </ul>
          </details>
        ) : null}
      </nav>
    </header>
  );
}

export function CartBadge({ count }: { count: number }) {
  return (
    <span
      className="absolute -right-0.5 -top-0.5 flex h-5 min-w-5 items-center justify-center rounded-full bg-gold-500 px-1 text-xs font-bold text-slate-900"
      data-testid="cart-badge"
    >
      {count}
    </span>
  );
}

export function CartIcon() {
  return (
    <LineIcon>
      <path d="M6 2 3 6v14a2 2 0 0 0 2 2h14a2 2 0 0 0 2-2V6l-3-4Z" />
      <path d="M3 6h18" />
      <path d="M16 10a4 4 0 0 1-8 0" />
    </LineIcon>
  );
}
