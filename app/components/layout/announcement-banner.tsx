/**
 * The owner's announcement (/owner/site/announcement) under the header of every public page. Her
 * words are text (React escapes them); the link was checked when she saved it (https, mailto:,
 * tel: or a path on the site) and is checked again by the loader's schema when read.
 */
export function AnnouncementBanner({ text, link }: { text: string; link: string | null }) {
  const external = link !== null && !link.startsWith("/");
  return (
    <aside aria-label="Announcement" className="bg-gold-100 text-slate-900" data-testid="announcement">
      <p className="mx-auto max-w-7xl px-4 py-1 text-center text-sm font-semibold [overflow-wrap:anywhere] sm:px-6">
        {/* The link is the whole line, so it is a block a thumb can hit (28 px tall), not inline text. */}
        {link ? (
          <a href={link} className="inline-block py-1 underline" rel={external ? "noopener noreferrer" : undefined}>
            {text}
          </a>
        ) : (
          <span className="inline-block py-1">{text}</span>
        )}
      </p>
    </aside>
  );
}
