import { Link } from "~/components/ui/link";
import type { ReactNode } from "react";
import type { FooterWords, NavLink } from "~/content/navigation";
import { useHashLinkClick } from "./site-header";
import { LineIcon } from "~/components/ui/line-icon";

/** The footer's words, links and icons come with the root loader, so they are not in every page's script. */
export function SiteFooter({
  ownerName,
  year,
  words,
  emailListForm,
}: {
  ownerName: string;
  /** This year in her time zone (from the server, so the page and its hydration agree). */
  year: number;
  words: FooterWords;
  emailListForm: ReactNode;
}) {
  const onHashClick = useHashLinkClick();
  return (
    <footer className="mt-auto bg-brand-950 text-slate-200" data-testid="site-footer">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:px-6 md:grid-cols-2 lg:grid-cols-3">
        <div>
          <p className="font-display text-xl font-bold text-white">{ownerName}</p>
          <p className="mt-3 text-sm leading-relaxed text-slate-300">{words.about}</p>
          {words.social.length > 0 ? (
            <ul className="mt-5 flex gap-3" aria-label={words.socialLabel}>
              {words.social.map((social) => (
                <li key={social.icon}>
                  <a
                    href={social.href}
                    rel="noopener noreferrer"
                    target="_blank"
                    className="flex h-10 w-10 items-center justify-center rounded-full bg-white/10 text-white hover:bg-white/20"
                    aria-label={`${ownerName} on ${social.label} (opens in a new tab)`}
                  >
                    <LineIcon size={20} strokeWidth={1.8}>
                      <path d={social.iconPath} />
                    </LineIcon>
                  </a>
                </li>
              ))}
            </ul>
          ) : null}
        </div>
        <nav aria-label="Footer">
          <h2 className="text-sm font-semibold uppercase tracking-wider text-gold-300">{words.exploreHeading}</h2>
          <ul className="mt-4 grid grid-cols-2 gap-x-4 gap-y-2 text-sm" data-testid="footer-links">
            {words.links.map((link) => (
              <li key={link.to}>
                <Link
                  to={link.to}
                  onClick={(e) => onHashClick(e, link.to)}
                  className="inline-block py-1 text-slate-200 hover:text-white hover:underline"
                >
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <div id="email-list" className="md:col-span-2 lg:col-span-1">
          {emailListForm}
        </div>
      </div>
      <div className="border-t border-white/10">
        <div className="mx-auto flex max-w-7xl flex-col gap-2 px-4 py-4 text-xs text-slate-400 sm:flex-row sm:items-center sm:justify-between sm:px-6">
          <p>
            © {year} {ownerName}. {words.rights}
          </p>
          <LegalLinks links={words.legal} label={words.legalLabel} tone="dark" />
        </div>
      </div>
    </footer>
  );
}

/** The privacy and terms links: in the footer, and alone at the foot of pages without one. */
export function LegalLinks({
  links,
  label,
  tone,
}: {
  links: readonly NavLink[];
  label: string;
  tone: "dark" | "light";
}) {
  return (
    <nav aria-label={label}>
      <ul className="flex flex-wrap gap-x-2" data-testid="legal-links">
        {links.map((link) => (
          <li key={link.to}>
            <Link
              to={link.to}
              className={`inline-flex min-h-6 items-center px-1 py-1 underline-offset-2 hover:underline ${tone === "dark" ? "text-slate-300 hover:text-white" : "text-slate-600 hover:text-brand-800"}`}
            >
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** Pages without the footer still end with the legal links (and, on real-estate pages, the licence). */
export function LegalStrip({
  ownerName,
  year,
  links,
  label,
  children,
}: {
  ownerName: string;
  year: number;
  links: readonly NavLink[];
  label: string;
  /** Shown above the links, e.g. the real-estate licence notice. */
  children?: ReactNode;
}) {
  return (
    <footer className="mt-auto border-t border-slate-200 bg-white" data-testid="legal-strip">
      {children ? <div className="mx-auto w-full max-w-7xl px-4 pt-4 sm:px-6">{children}</div> : null}
      <div className="mx-auto flex max-w-7xl flex-col gap-1 px-4 py-3 text-xs text-slate-600 sm:flex-row sm:items-center sm:justify-between sm:px-6">
        <p>
          © {year} {ownerName}
        </p>
        <LegalLinks links={links} label={label} tone="light" />
      </div>
    </footer>
  );
}
