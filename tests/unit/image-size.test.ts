import { describe, expect, it } from "vitest";
import { photoSize } from "~/lib/image-size";
import { photoType } from "~/lib/image-type";

/** A PNG's signature and IHDR chunk for a width × height image (the rest is not read). */
function pngHeader(width: number, height: number): Uint8Array {
  const b = new Uint8Array(33);
  b.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);
  new DataView(b.buffer).setUint32(16, width);
  new DataView(b.buffer).setUint32(20, height);
  return b;
}

const size = (bytes: Uint8Array) => photoSize(bytes, photoType(bytes)!);

describe("a photo's real size, from its header", () => {
  it("reads a PNG's IHDR", () => {
    expect(size(pngHeader(640, 480))).toEqual({ width: 640, height: 480 });
  });

  it("reads a JPEG's frame header past the markers before it", () => {
    const app0 = [0xff, 0xe0, 0x00, 0x04, 0x4a, 0x46];
    const sof0 = [0xff, 0xc0, 0x00, 0x11, 0x08, 0x04, 0xb0, 0x03, 0x20, 0x03];
    const bytes = new Uint8Array([0xff, 0xd8, ...app0, ...sof0, ...new Array(16).fill(0)]);
    expect(size(bytes)).toEqual({ width: 800, height: 1200 });
  });

  it("reads a WebP's VP8X canvas", () => {
    const b = new Uint8Array(40);
    b.set([..."RIFF"].map((c) => c.charCodeAt(0)));
    b.set(
      [..."WEBPVP8X"].map((c) => c.charCodeAt(0)),
      8,
    );
    b.set([1199 & 0xff, 1199 >> 8, 0], 24);
    b.set([629 & 0xff, 629 >> 8, 0], 27);
    expect(size(b)).toEqual({ width: 1200, height: 630 });
  });

  it("says nothing when the header does not (a JPEG cut before its frame)", () => {
    expect(size(new Uint8Array([0xff, 0xd8, 0xff, 0xda, 0, 8, 0, 0, 0, 0, 0, 0]))).toBeNull();
  });
});
