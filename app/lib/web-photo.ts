import type { PhotoFacts } from "./image-size";

/**
 * The web-size copy of her photo: at most WEB_LONG_SIDE pixels on its long side. With JavaScript
 * her browser makes it before the upload; without, the Worker does (services/site/web-photo.server.ts)
 * for a photo whose pixels fit in the Worker's memory (docs/decisions/0026-photo-resizing-on-the-worker.md).
 */

/** The long side of the copy the pages show (the About page draws it at most 640 px wide, 2x and 3x screens). */
export const WEB_LONG_SIDE = 2000;

/** A stored photo larger than this is made again, smaller, even when its size in pixels is fine. */
export const WEB_MAX_BYTES = 2 * 1024 * 1024;

/**
 * The most pixels the Worker decodes and resizes: photon's memory peaks at about 28 bytes a pixel
 * (84 MB for 3 MP; a phone's 12 MP photo would take about 250 MB), and a Worker has 128 MB in all.
 */
export const WORKER_MAX_PIXELS = 3_000_000;

export type WebPhotoPlan =
  /** Stored as it came: small enough already. */
  | { kind: "keep"; width: number; height: number }
  /** Made again at this size (upright, as a JPEG). */
  | { kind: "shrink"; width: number; height: number }
  /** Too many pixels for the Worker: her browser (JavaScript) or a smaller copy must do it. */
  | { kind: "too-many-pixels"; width: number; height: number };

/** The size of the web copy of a width × height photo: the same proportions, its long side at most `longSide`. */
export function webSize(width: number, height: number, longSide = WEB_LONG_SIDE): { width: number; height: number } {
  const scale = Math.min(1, longSide / Math.max(width, height));
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

/** What the upload of a photo of these facts and this many bytes becomes. */
export function webPhotoPlan(facts: PhotoFacts, bytes: number): WebPhotoPlan {
  const { width, height } = facts;
  if (Math.max(width, height) <= WEB_LONG_SIDE && bytes <= WEB_MAX_BYTES) return { kind: "keep", width, height };
  if (width * height > WORKER_MAX_PIXELS) return { kind: "too-many-pixels", width, height };
  return { kind: "shrink", ...webSize(width, height) };
}
