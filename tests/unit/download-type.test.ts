import { describe, expect, it } from "vitest";
import { downloadType } from "~/lib/download-type";
import { currentFiles, formatFileSize, saveName } from "~/lib/offer-files";
import { filesOf } from "~/lib/orders";

const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));
const padded = (head: number[], at = 0) => {
  const bytes = new Uint8Array(128);
  bytes.set(head, at);
  return bytes;
};

/** A ZIP's local header whose first entry is `name` holding `content` uncompressed. */
function zipWith(name: string, content: string): Uint8Array {
  const bytes = padded([0x50, 0x4b, 0x03, 0x04]);
  bytes.set(ascii(name), 30);
  bytes.set(ascii(content), 30 + name.length);
  return bytes;
}

describe("downloadType (by the bytes, never the name)", () => {
  it("knows the five kinds a buyer may download", () => {
    expect(downloadType(padded(ascii("%PDF-1.7")))?.ext).toBe("pdf");
    expect(downloadType(zipWith("mimetype", "application/epub+zip"))?.ext).toBe("epub");
    expect(downloadType(zipWith("chapter1.txt", "hello"))?.ext).toBe("zip");
    expect(downloadType(padded([0x50, 0x4b, 0x05, 0x06]))?.ext).toBe("zip");
    expect(downloadType(padded(ascii("ID3\x04")))?.ext).toBe("mp3");
    expect(downloadType(padded([0xff, 0xfb, 0x90, 0x64]))?.ext).toBe("mp3");
    expect(downloadType(padded([0, 0, 0, 0x20, ...ascii("ftypisom")]))?.ext).toBe("mp4");
  });

  it("refuses an SVG, an executable, HTML, an image and nothing at all", () => {
    expect(downloadType(padded(ascii('<svg xmlns="http://www.w3.org/2000/svg">')))).toBeNull();
    expect(downloadType(padded(ascii("<?xml version")))).toBeNull();
    expect(downloadType(padded([0x4d, 0x5a, 0x90, 0x00]))).toBeNull();
    expect(downloadType(padded([0x7f, ...ascii("ELF")]))).toBeNull();
    expect(downloadType(padded(ascii("<!DOCTYPE html>")))).toBeNull();
    expect(downloadType(padded([0xff, 0xd8, 0xff, 0xe0]))).toBeNull();
    expect(downloadType(new Uint8Array(0))).toBeNull();
    // MPEG sync with the "reserved" layer is not audio.
    expect(downloadType(padded([0xff, 0xe0]))).toBeNull();
  });
});

describe("an offer's files", () => {
  it("are the shipped ones until she sets hers, each keeping its key as the id of buyers' links", () => {
    expect(currentFiles("ai-playbook", undefined)).toEqual([
      { id: "ai-playbook.pdf", key: "ai-playbook.pdf", name: "AI Playbook.pdf", size: null, uploadedAt: null },
    ]);
    const hers = [
      { id: "ai-playbook.pdf", key: "offers/ai-playbook/x.pdf", name: "New.pdf", size: 9, uploadedAt: "t" },
    ];
    expect(filesOf("ai-playbook", { offers: { "ai-playbook": { files: hers } } })).toEqual([
      { key: "ai-playbook.pdf", name: "New.pdf", object: "offers/ai-playbook/x.pdf" },
    ]);
    expect(filesOf("ai-playbook", { offers: { "ai-playbook": { files: [] } } })).toEqual([]);
    expect(filesOf("ai-playbook", { offers: { starter: { files: hers } } })).toEqual([
      { key: "ai-playbook.pdf", name: "AI Playbook.pdf" },
    ]);
  });

  it("are saved under a clean name ending in their own type", () => {
    expect(saveName("Workbook", "pdf")).toBe("Workbook.pdf");
    expect(saveName("C:\\Users\\me\\Workbook.PDF", "pdf")).toBe("Workbook.pdf");
    expect(saveName('../../etc/"passwd"\u0000', "zip")).toBe("passwd.zip");
    expect(saveName("  ", "pdf")).toBeNull();
    expect(saveName("x".repeat(300), "mp3")).toHaveLength(120);
  });

  it("say their size as she reads it", () => {
    expect(formatFileSize(512)).toBe("512 bytes");
    expect(formatFileSize(812 * 1024)).toBe("812 KB");
    expect(formatFileSize(14.2 * 1024 * 1024)).toBe("14.2 MB");
  });
});
