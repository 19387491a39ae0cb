import { describe, expect, it } from "vitest";
import { photoFacts } from "~/lib/image-size";
import { webPhotoPlan, webSize } from "~/lib/web-photo";

/** A PNG's signature and IHDR chunk for a width × height image (the rest is not read). */
function pngHeader(width: number, height: number): Uint8Array {
  const b = new Uint8Array(33);
  b.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);
  new DataView(b.buffer).setUint32(16, width);
  new DataView(b.buffer).setUint32(20, height);
  return b;
}

/** A JPEG's start, an EXIF block with one orientation tag (big-endian TIFF), then its frame header. */
function jpegHeader(width: number, height: number, orientation?: number): Uint8Array {
  const exif = orientation
    ? [
        ...[0x45, 0x78, 0x69, 0x66, 0, 0], // "Exif\0\0"
        ...[0x4d, 0x4d, 0, 0x2a, 0, 0, 0, 8], // TIFF header, big-endian, first IFD at 8
        ...[0, 1], // one entry
        ...[0x01, 0x12, 0, 3, 0, 0, 0, 1, 0, orientation, 0, 0], // Orientation, SHORT, 1
        ...[0, 0, 0, 0],
      ]
    : [];
  // A JPEG's first segment is its JFIF (APP0) or EXIF (APP1) block.
  const jfif = [0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0, 1, 1, 0, 0, 1, 0, 1, 0, 0];
  const app1 = exif.length ? [0xff, 0xe1, (exif.length + 2) >> 8, (exif.length + 2) & 0xff, ...exif] : jfif;
  const sof0 = [0xff, 0xc0, 0x00, 0x11, 0x08, height >> 8, height & 0xff, width >> 8, width & 0xff, 0x03];
  return new Uint8Array([0xff, 0xd8, ...app1, ...sof0, ...new Array(16).fill(0)]);
}

describe("a photo's type and real size, from its bytes (image-size)", () => {
  it("reads a PNG's IHDR", () => {
    expect(photoFacts(pngHeader(640, 480))).toMatchObject({ type: { ext: "png" }, width: 640, height: 480 });
  });

  it("reads a JPEG's frame header", () => {
    expect(photoFacts(jpegHeader(800, 1200))).toMatchObject({ type: { ext: "jpg" }, width: 800, height: 1200 });
  });

  it("turns a phone's sideways JPEG by its EXIF orientation (6: a portrait stored as landscape)", () => {
    expect(photoFacts(jpegHeader(4000, 3000, 6))).toMatchObject({ width: 3000, height: 4000, orientation: 6 });
    expect(photoFacts(jpegHeader(4000, 3000, 3))).toMatchObject({ width: 4000, height: 3000, orientation: 3 });
  });

  it("says nothing of a JPEG cut before its frame, nor of anything but JPEG, PNG and WebP", () => {
    expect(photoFacts(new Uint8Array([0xff, 0xd8, 0xff, 0xda, 0, 8, 0, 0, 0, 0, 0, 0]))).toBeNull();
    expect(
      photoFacts(new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>')),
    ).toBeNull();
    expect(photoFacts(new TextEncoder().encode("GIF89a\x0a\x00\x0a\x00"))).toBeNull();
  });
});

describe("her photo's web-size copy", () => {
  it("keeps the proportions with the long side at most 2,000 px", () => {
    expect(webSize(4000, 3000)).toEqual({ width: 2000, height: 1500 });
    expect(webSize(3024, 4032)).toEqual({ width: 1500, height: 2000 });
    expect(webSize(800, 1000)).toEqual({ width: 800, height: 1000 });
  });

  it("keeps a small photo, shrinks one the Worker can hold, and sends a 12 MP one back to her browser", () => {
    const facts = (width: number, height: number) => ({ ...photoFacts(pngHeader(width, height))! });
    expect(webPhotoPlan(facts(800, 1000), 300_000)).toEqual({ kind: "keep", width: 800, height: 1000 });
    expect(webPhotoPlan(facts(2100, 1400), 3_000_000)).toEqual({ kind: "shrink", width: 2000, height: 1333 });
    expect(webPhotoPlan(facts(2400, 1700), 3_000_000)).toMatchObject({ kind: "too-many-pixels" });
    // Small in pixels but heavy: made again at the same size.
    expect(webPhotoPlan(facts(1700, 1700), 9_000_000)).toEqual({ kind: "shrink", width: 1700, height: 1700 });
    expect(webPhotoPlan(facts(4000, 3000), 6_000_000)).toEqual({ kind: "too-many-pixels", width: 4000, height: 3000 });
  });
});
