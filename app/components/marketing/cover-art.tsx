import type { AnyCover } from "~/content/covers";
import { COVER_HEIGHT, COVER_WIDTH, coverPath } from "~/lib/covers";

/** A product's cover, drawn at build time (app/lib/covers.ts) or her photo: a plain image, no script. */
export function CoverArt({
  cover,
  className = "",
  eager = false,
  decorative = false,
}: {
  cover: AnyCover;
  /** Beside the product's name already (a card): nothing more to say. */
  decorative?: boolean;
  className?: string;
  /** Above the fold: load it first. */
  eager?: boolean;
}) {
  return (
    <img
      src={"src" in cover ? cover.src : coverPath(cover.title)}
      alt={decorative ? "" : cover.alt}
      width={"src" in cover ? (cover.width ?? COVER_WIDTH) : COVER_WIDTH}
      height={"src" in cover ? (cover.height ?? COVER_HEIGHT) : COVER_HEIGHT}
      loading={eager ? "eager" : "lazy"}
      decoding="async"
      className={`h-auto w-full rounded-xl ${className}`}
      data-testid="cover-art"
    />
  );
}
