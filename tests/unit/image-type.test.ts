import { describe, expect, it } from "vitest";
import { photoType } from "~/lib/image-type";

const bytes = (...parts: (number[] | string)[]) =>
  new Uint8Array(parts.flatMap((p) => (typeof p === "string" ? [...p].map((c) => c.charCodeAt(0)) : p)));

describe("photoType (by the file's bytes)", () => {
  it("knows JPEG, PNG and WebP", () => {
    expect(photoType(bytes([0xff, 0xd8, 0xff, 0xe0], "JFIF"))?.mime).toBe("image/jpeg");
    expect(photoType(bytes([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13], "IHDR"))?.ext).toBe("png");
    expect(photoType(bytes("RIFF", [1, 2, 3, 4], "WEBPVP8 "))?.ext).toBe("webp");
  });
  it("refuses SVG, executables, GIF and a truncated signature", () => {
    expect(photoType(bytes('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'))).toBeNull();
    expect(photoType(bytes("MZ", [0x90, 0, 3, 0]))).toBeNull();
    expect(photoType(bytes([0x7f], "ELF", [2, 1, 1]))).toBeNull();
    expect(photoType(bytes("GIF89a"))).toBeNull();
    expect(photoType(bytes([0x89, 0x50, 0x4e, 0x47]))).toBeNull();
    expect(photoType(bytes("RIFF", [1, 2, 3, 4], "WAVEfmt "))).toBeNull();
    expect(photoType(new Uint8Array())).toBeNull();
  });
});
