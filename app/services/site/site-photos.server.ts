import type { PhotoFacts } from "~/lib/image-size";
import { photoType, type PhotoType } from "~/lib/image-type";
import { webPhotoPlan } from "~/lib/web-photo";
import { webPhotoCopy } from "./web-photo.server";

/**
 * The owner's photos in R2 (the DOWNLOADS bucket, under site/photo/), named by the SHA-256 of their
 * bytes: a new photo is a new address, so the Worker serves each with a year-long, immutable cache,
 * and the old photo stays until the profile that names the new one is saved. What is stored is the
 * web-size copy (app/lib/web-photo.ts), never a phone's 12 MB original.
 */

const PREFIX = "site/photo/";
/** The file part of a photo's address: its hash and its type. */
export const PHOTO_FILE = /^([0-9a-f]{64})\.(jpg|png|webp)$/;
const MIME = { jpg: "image/jpeg", png: "image/png", webp: "image/webp" } as const;

export class SitePhotosError extends Error {
  override name = "SitePhotosError";
}

function hex(buffer: ArrayBuffer): string {
  return [...new Uint8Array(buffer)].map((b) => b.toString(16).padStart(2, "0")).join("");
}

const JPEG: PhotoType = { ext: "jpg", mime: "image/jpeg" };

export function createSitePhotos(bucket: R2Bucket | null) {
  /** Stores a photo already checked by its bytes; returns the site path that serves it. */
  async function put(bytes: Uint8Array<ArrayBuffer>, type: PhotoType): Promise<string> {
    if (!bucket) throw new SitePhotosError("Photos need the R2 binding DOWNLOADS.");
    const name = `${hex(await crypto.subtle.digest("SHA-256", bytes))}.${type.ext}`;
    await bucket.put(`${PREFIX}${name}`, bytes, { httpMetadata: { contentType: type.mime } });
    return `/site/photo/${name}`;
  }

  return {
    put,

    /**
     * Stores the web-size copy of a photo already checked by its bytes (and within the Worker's
     * pixels: the caller refuses a "too-many-pixels" plan); returns its path and its real size.
     */
    async putWebSize(
      bytes: Uint8Array<ArrayBuffer>,
      facts: PhotoFacts,
    ): Promise<{ src: string; width: number; height: number }> {
      const plan = webPhotoPlan(facts, bytes.length);
      if (plan.kind === "too-many-pixels") throw new SitePhotosError("This photo has too many pixels to make smaller.");
      const size = { width: plan.width, height: plan.height };
      if (plan.kind === "keep") return { src: await put(bytes, facts.type), ...size };
      return { src: await put(await webPhotoCopy(bytes, facts, size), JPEG), ...size };
    },

    /** A stored photo's bytes by its path (/site/photo/…), or null when it is not one or is gone (share cards draw it). */
    async bytes(src: string): Promise<Uint8Array | null> {
      const match = PHOTO_FILE.exec(src.replace(/^\/site\/photo\//, ""));
      if (!match || !bucket || !src.startsWith("/site/photo/")) return null;
      const object = await bucket.get(`${PREFIX}${match[0]}`);
      return object ? new Uint8Array(await object.arrayBuffer()) : null;
    },

    /** The photo's answer, or null when the name is not a photo's or the bucket has no such object. */
    async get(file: string): Promise<Response | null> {
      const match = PHOTO_FILE.exec(file);
      if (!match || !bucket) return null;
      const object = await bucket.get(`${PREFIX}${file}`);
      if (!object) return null;
      const bytes = new Uint8Array(await object.arrayBuffer());
      // Checked again on the way out: whatever the bucket holds, only an image of the named type leaves.
      if (photoType(bytes)?.ext !== match[2]) return null;
      return new Response(bytes, {
        headers: {
          "Content-Type": MIME[match[2] as keyof typeof MIME],
          "Content-Length": String(bytes.length),
          "Cache-Control": "public, max-age=31536000, immutable",
          "X-Content-Type-Options": "nosniff",
        },
      });
    },
  };
}

export type SitePhotos = ReturnType<typeof createSitePhotos>;
