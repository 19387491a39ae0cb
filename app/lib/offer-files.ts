import { offerFiles } from "~/content/downloads";
import type { OfferKey } from "~/content/offers";
import { SITE_LIMITS } from "~/content/site-limits";
import type { OfferFile, OfferSetting } from "./site-sections";

/**
 * An offer's files as the owner manages them (/owner/site/offers): hers once she has touched
 * them, else the shipped ones (app/content/downloads.ts) as her starting list, each keeping its
 * key as its id so the links buyers already hold keep working.
 */
export function currentFiles(offer: OfferKey, setting: OfferSetting | undefined): OfferFile[] {
  if (setting?.files) return setting.files;
  return offerFiles[offer].map((file) => ({
    id: file.key,
    key: file.key,
    name: file.name,
    size: null,
    uploadedAt: null,
  }));
}

const extension = (name: string) => /\.([A-Za-z0-9]{1,8})$/.exec(name)?.[1] ?? null;

/**
 * What a buyer saves a file as: her words without paths or control characters, ending in the
 * file's own extension (the type its bytes are), at most SITE_LIMITS.fileName characters. Null
 * when nothing is left.
 */
export function saveName(typed: string, ext: string): string | null {
  const base = (typed.split(/[\\/]/).pop() ?? "")
    .replace(/[\u0000-\u001f\u007f"<>|:*?]/g, "")
    .replace(/\s+/g, " ")
    .trim();
  if (base === "") return null;
  const stem = extension(base)?.toLowerCase() === ext ? base.slice(0, -(ext.length + 1)).trimEnd() : base;
  if (stem === "") return null;
  const limit = SITE_LIMITS.fileName - ext.length - 1;
  return `${stem.slice(0, limit).trimEnd()}.${ext}`;
}

/** The extension a file's name ends with now (a shipped file's .pdf), lower case; "pdf" when none. */
export function extensionOf(name: string): string {
  return extension(name)?.toLowerCase() ?? "pdf";
}

/** A size as she reads it: "812 KB", "14.2 MB". */
export function formatFileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} bytes`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}
