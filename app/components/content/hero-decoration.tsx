/** Soft gold and blue shapes behind a dark hero; pure SVG, no image request. */
export function HeroDecoration() {
  return (
    <svg aria-hidden="true" width="1200" height="600" viewBox="0 0 1200 600" preserveAspectRatio="xMidYMid slice" className="pointer-events-none absolute inset-0 h-full w-full opacity-25">
      <circle cx="1100" cy="60" r="260" fill="#e6ae35" opacity="0.35" />
      <circle cx="80" cy="560" r="220" fill="#4b80c6" opacity="0.5" />
      <path d="M0 420 Q300 340 600 420 T1200 400" fill="none" stroke="#ecc25b" strokeWidth="2" />
    </svg>
  );
}
