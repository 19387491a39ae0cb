import { Link } from "@remix-run/react";
import type { ReactNode } from "react";
import type { FooterWords } from "~/content/navigation";
import { useHashLinkClick } from "./site-header";
import { LineIcon } from "~/components/ui/line-icon";

/** The footer's words, links and icons come with the root loader, so they are not in every page's script. */
export function SiteFooter({
  ownerName,
  words,
  emailListForm,
}: {
  ownerName: string;
  words: FooterWords;
  emailListForm: ReactNode;
}) {
  const onHashClick = useHashLinkClick();
  return (
    <footer className="mt-auto bg-brand-950 text-slate-200" data-testid="site-footer">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:px-6 md:grid-cols-3">
        <div>
          <p className="font-display text-xl font-bold text-white">{ownerName}</p>
          <p className="mt-3 text-sm leading-relaxed text-slate-300">{words.about}</p>
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
        <div id="email-list">{emailListForm}</div>
      </div>
      <div className="border-t border-white/10">
        <p className="mx-auto max-w-7xl px-4 py-5 text-xs text-slate-400 sm:px-6">
          © {new Date().getFullYear()} {ownerName}. {words.rights}
        </p>
      </div>
    </footer>
  );
}
