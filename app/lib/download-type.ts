/**
 * What a file the owner uploads for buyers really is, judged by its first bytes (its name and the
 * browser's stated type are the sender's word): PDF, EPUB, ZIP, MP3 or MP4, else null. An SVG, an
 * executable or a page renamed .pdf is null. Five signatures, checked here as image-type.ts checks
 * photos: the file-type package reads them too but brings three packages and Node's stream types
 * for what these few lines do on the Worker.
 */

export const DOWNLOAD_MAX_BYTES = 95 * 1024 * 1024;

export type DownloadType =
  | { ext: "pdf"; mime: "application/pdf"; label: "PDF" }
  | { ext: "epub"; mime: "application/epub+zip"; label: "EPUB" }
  | { ext: "zip"; mime: "application/zip"; label: "ZIP" }
  | { ext: "mp3"; mime: "audio/mpeg"; label: "MP3" }
  | { ext: "mp4"; mime: "video/mp4"; label: "MP4" };

function startsWith(bytes: Uint8Array, signature: readonly number[], at = 0): boolean {
  return bytes.length >= at + signature.length && signature.every((byte, i) => bytes[at + i] === byte);
}

const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));

export function downloadType(bytes: Uint8Array): DownloadType | null {
  // PDF: "%PDF-" then its version.
  if (startsWith(bytes, ascii("%PDF-"))) return { ext: "pdf", mime: "application/pdf", label: "PDF" };
  // ZIP: a local file header (or the end record of an empty archive). An EPUB is a ZIP whose first
  // entry is the uncompressed "mimetype" file saying application/epub+zip (its specification).
  if (startsWith(bytes, [0x50, 0x4b, 0x03, 0x04])) {
    if (startsWith(bytes, ascii("mimetype"), 30) && startsWith(bytes, ascii("application/epub+zip"), 38)) {
      return { ext: "epub", mime: "application/epub+zip", label: "EPUB" };
    }
    return { ext: "zip", mime: "application/zip", label: "ZIP" };
  }
  if (startsWith(bytes, [0x50, 0x4b, 0x05, 0x06])) return { ext: "zip", mime: "application/zip", label: "ZIP" };
  // MP3: an ID3 tag, or an MPEG audio frame (11 sync bits, a layer that is not "reserved").
  if (startsWith(bytes, ascii("ID3"))) return { ext: "mp3", mime: "audio/mpeg", label: "MP3" };
  if (bytes.length >= 2 && bytes[0] === 0xff && (bytes[1] & 0xe0) === 0xe0 && (bytes[1] & 0x06) !== 0) {
    return { ext: "mp3", mime: "audio/mpeg", label: "MP3" };
  }
  // MP4: an ISO media file opens with its "ftyp" box.
  if (startsWith(bytes, ascii("ftyp"), 4)) return { ext: "mp4", mime: "video/mp4", label: "MP4" };
  return null;
}
