const MAX_STARS = 5;

/** Stars (drawn by the star class), read by screen readers as "5 out of 5 stars". */
export function StarRating({ stars }: { stars: number }) {
  return (
    <p role="img" aria-label={`${stars} out of ${MAX_STARS} stars`} className="flex gap-0.5" data-stars={stars}>
      {Array.from({ length: MAX_STARS }, (_, index) => (
        <span key={index} aria-hidden="true" className={`star ${index < stars ? "text-gold-400" : "text-slate-300"}`} />
      ))}
    </p>
  );
}
