/**
 * What a file the owner uploads as her photo really is, judged by its first bytes (its name and
 * the browser's stated type are the sender's word): JPEG, PNG or WebP, else null. SVG (a script
 * can ride in it), GIF, executables and everything else are null.
 */

/** The largest photo she may send (a phone's photo is 3–12 MB): the pages show a web-size copy (app/lib/web-photo.ts). */
export const PHOTO_MAX_BYTES = 15 * 1024 * 1024;

export type PhotoType =
  { ext: "jpg"; mime: "image/jpeg" } | { ext: "png"; mime: "image/png" } | { ext: "webp"; mime: "image/webp" };

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

function startsWith(bytes: Uint8Array, signature: readonly number[], at = 0): boolean {
  return bytes.length >= at + signature.length && signature.every((byte, i) => bytes[at + i] === byte);
}

const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));

export function photoType(bytes: Uint8Array): PhotoType | null {
  // JPEG: SOI then a marker (FF D8 FF).
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return { ext: "jpg", mime: "image/jpeg" };
  // PNG: its 8-byte signature, then the IHDR chunk.
  if (startsWith(bytes, PNG) && startsWith(bytes, ascii("IHDR"), 12)) return { ext: "png", mime: "image/png" };
  // WebP: a RIFF container of type WEBP holding a VP8, VP8L or VP8X chunk.
  if (
    startsWith(bytes, ascii("RIFF")) &&
    startsWith(bytes, ascii("WEBP"), 8) &&
    (startsWith(bytes, ascii("VP8 "), 12) ||
      startsWith(bytes, ascii("VP8L"), 12) ||
      startsWith(bytes, ascii("VP8X"), 12))
  ) {
    return { ext: "webp", mime: "image/webp" };
  }
  return null;
}
