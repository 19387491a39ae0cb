import type { ProfileImage } from "~/content/profile";

/** The owner's portrait: their photo, or the illustrated placeholder that ships. */
export function Portrait({
  image,
  className = "",
  eager = false,
}: {
  image: ProfileImage;
  className?: string;
  /** The hero's portrait is above the fold: load it first. */
  eager?: boolean;
}) {
  return (
    <img
      src={image.src}
      alt={image.alt}
      width={image.width}
      height={image.height}
      loading={eager ? "eager" : "lazy"}
      decoding="async"
      className={`bg-gold-100 object-cover ${className}`}
    />
  );
}

/** The Equal Housing Opportunity mark and words, required beside real-estate advertising. */
export function EqualHousingNotice({ className = "" }: { className?: string }) {
  return (
    <p className={`flex items-center gap-2 text-sm ${className}`} data-testid="equal-housing">
      <svg aria-hidden="true" width="28" height="28" viewBox="0 0 32 32" className="flex-none">
        <path d="M16 3 2 13h4v15h20V13h4Z" fill="none" stroke="currentColor" strokeWidth="2.2" strokeLinejoin="round" />
        <path d="M10 16h12M10 21h12" stroke="currentColor" strokeWidth="2.6" />
      </svg>
      <span>Equal Housing Opportunity</span>
    </p>
  );
}

/** The licence and brokerage line with the Equal Housing Opportunity notice. */
export function LicenceNotice({ line, className = "" }: { line: string; className?: string }) {
  return (
    <div
      className={`flex flex-col gap-3 border-t border-slate-200 pt-4 text-sm text-slate-600 sm:flex-row sm:items-center sm:justify-between ${className}`}
    >
      <p data-testid="licence-line">{line}</p>
      <EqualHousingNotice className="text-slate-700" />
    </div>
  );
}
