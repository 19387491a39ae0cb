import type { SaleKey } from "~/content/offers";
import type { DownloadType } from "~/lib/download-type";

/**
 * The files the owner uploads for an offer's buyers, in R2 (the DOWNLOADS bucket) under
 * offers/{offer}/{random id} (a product of hers: its address): a key she never types, a new one for each edition. An edition is
 * never deleted here: a version of her offers restored from the history still finds its files.
 */

export class OfferFilesError extends Error {
  override name = "OfferFilesError";
}

export function createOfferFiles(bucket: R2Bucket | null) {
  return {
    configured: bucket !== null,

    /** Stores a file already checked by its bytes; returns its object key. */
    async put(offer: SaleKey, file: File, type: DownloadType): Promise<string> {
      if (!bucket) throw new OfferFilesError("Files need the R2 binding DOWNLOADS.");
      const key = `offers/${offer}/${crypto.randomUUID()}.${type.ext}`;
      // The File itself (a Blob, its length known): no second copy of an edition of 95 MB.
      await bucket.put(key, file, { httpMetadata: { contentType: type.mime } });
      return key;
    },
  };
}

export type OfferFiles = ReturnType<typeof createOfferFiles>;
