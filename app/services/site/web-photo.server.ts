import type { PhotoFacts } from "~/lib/image-size";

/**
 * Her photo made again at web size on the Worker, with photon (Rust's `image` and photon compiled to
 * WebAssembly): decoded, turned upright by its EXIF orientation (the copy has no EXIF), resized to
 * `size` and encoded as a JPEG. Only for a photo within WORKER_MAX_PIXELS (app/lib/web-photo.ts):
 * decoding takes memory by the pixel. Photon loads on the first photo, not on every page's start.
 * docs/decisions/0026-photo-resizing-on-the-worker.md says what it costs.
 */

const JPEG_QUALITY = 82;

/** The bytes start as a photo but do not decode (a file cut short or damaged). */
export class PhotoUnreadableError extends Error {
  override name = "PhotoUnreadableError";
}

export async function webPhotoCopy(
  bytes: Uint8Array,
  facts: PhotoFacts,
  size: { width: number; height: number },
): Promise<Uint8Array<ArrayBuffer>> {
  const photon = await import("@cf-wasm/photon");
  const images: { free(): void }[] = [];
  const kept = <T extends { free(): void }>(image: T) => (images.push(image), image);
  try {
    let image: InstanceType<typeof photon.PhotonImage>;
    try {
      image = kept(photon.PhotonImage.new_from_byteslice(bytes));
    } catch {
      throw new PhotoUnreadableError("The photo could not be read.");
    }
    // The EXIF orientation (1–8) as mirror and clockwise turn; its pixels are stored before either.
    const [mirror, turn] = ORIENTATION[facts.orientation] ?? [false, 0];
    // Resized first (as stored, sideways or not), so the turn works on the small copy.
    const [width, height] = turn === 90 || turn === 270 ? [size.height, size.width] : [size.width, size.height];
    if (image.get_width() !== width || image.get_height() !== height)
      image = kept(photon.resize(image, width, height, photon.SamplingFilter.Triangle));
    if (mirror) photon.fliph(image);
    if (turn) image = kept(photon.rotate(image, turn));
    return new Uint8Array(image.get_bytes_jpeg(JPEG_QUALITY));
  } finally {
    for (const image of images) image.free();
  }
}

const ORIENTATION: Record<number, [mirror: boolean, clockwise: number]> = {
  1: [false, 0],
  2: [true, 0],
  3: [false, 180],
  4: [true, 180],
  5: [true, 270],
  6: [false, 90],
  7: [true, 90],
  8: [false, 270],
};
