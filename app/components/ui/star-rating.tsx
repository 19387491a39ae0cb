const MAX_STARS = 5;

/** Stars drawn in SVG, read by screen readers as "5 out of 5 stars". */
export function StarRating({ stars }: { stars: number }) {
  return (
    <p role="img" aria-label={`${stars} out of ${MAX_STARS} stars`} className="flex gap-0.5" data-stars={stars}>
      {Array.from({ length: MAX_STARS }, (_, index) => (
        <svg key={index} aria-hidden="true" width="20" height="20" viewBox="0 0 20 20" className={index < stars ? "text-gold-400" : "text-slate-300"} fill="currentColor">
          <path d="M10 1.5l2.6 5.3 5.9.9-4.3 4.1 1 5.8L10 14.9l-5.2 2.7 1-5.8L1.5 7.7l5.9-.9L10 1.5Z" />
        </svg>
      ))}
    </p>
  );
}
