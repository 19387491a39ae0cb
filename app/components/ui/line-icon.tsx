import type { ReactNode } from "react";

/**
 * The site's one icon style: 24×24 line drawings in the text's colour, with round ends. Icons sit
 * beside words that say the same, so they are hidden from screen readers.
 */
export function LineIcon({
  size = 24,
  strokeWidth = 2,
  children,
}: {
  size?: number;
  strokeWidth?: number;
  /** The drawing: paths (and circles) on the 24×24 grid. */
  children: ReactNode;
}) {
  return (
    <svg
      aria-hidden="true"
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={strokeWidth}
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      {children}
    </svg>
  );
}
