import type { DownloadFile } from "~/content/downloads";

/** The digital products' files, read from the R2 bucket DOWNLOADS. */
export function createDownloads(bucket: R2Bucket | null) {
  return {
    /**
     * The file as an attachment the browser saves under its name; null when the bucket or the
     * object is missing (logged: the owner has a file to upload).
     */
    async attachment(file: DownloadFile): Promise<Response | null> {
      if (!bucket) {
        console.error(`Download of ${file.key} failed: the R2 binding DOWNLOADS is not configured.`);
        return null;
      }
      const object = await bucket.get(file.object ?? file.key);
      if (!object) {
        console.error(
          `Download of ${file.object ?? file.key} failed: no such object in DOWNLOADS (upload it on /owner/site/offers).`,
        );
        return null;
      }
      const ascii = file.name.replace(/[^\x20-\x7e]/g, "_").replace(/["\\]/g, "_");
      return new Response(object.body as unknown as ReadableStream, {
        headers: {
          "Content-Type": object.httpMetadata?.contentType ?? "application/octet-stream",
          "Content-Length": String(object.size),
          "Content-Disposition": `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(file.name)}`,
          // The link is personal: no shared cache may keep it, and the browser keeps no copy.
          "Cache-Control": "private, no-store",
          "X-Robots-Tag": "noindex",
        },
      });
    },
  };
}

export type Downloads = ReturnType<typeof createDownloads>;
