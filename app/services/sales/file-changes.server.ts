import { SITE_LIMITS } from "~/content/site-limits";
import { DOWNLOAD_MAX_BYTES, downloadType, type DownloadType } from "~/lib/download-type";
import { extensionOf, formatFileSize, saveName } from "~/lib/offer-files";
import type { FieldErrors } from "~/lib/site-forms";
import type { OfferFile } from "~/lib/site-sections";
import * as clock from "~/lib/clock";

/**
 * The file forms buyers' files are managed with (an offer's on /owner/site/offers, a product's on
 * /owner/products/{slug}): intent=upload-file, replace-file, rename-file or remove-file. A file is
 * judged by its bytes; a new edition keeps its id, so the links buyers hold give it.
 */

export const FILE_INTENTS = new Set(["upload-file", "replace-file", "rename-file", "remove-file"]);
export const FILE_KINDS = "a PDF, EPUB, ZIP, MP3 or MP4";
export const FILE_REFUSED = `Choose ${FILE_KINDS} of at most 95 MB: this file is not one of them (its contents are judged, not its name).`;
export const FILE_TOO_LARGE = `Choose ${FILE_KINDS} of at most 95 MB: this one is larger, so nothing was saved.`;

export type FileChange =
  | { refused: FieldErrors; status?: 400 | 413 }
  | { files: OfferFile[]; summary: string; message: string; description: string };

/**
 * A file checked by its bytes, or why it is refused: none chosen, too large (413), not one of the
 * kinds buyers download.
 */
export async function checkedDownload(
  upload: FormDataEntryValue | null,
): Promise<{ file: File; type: DownloadType } | { refused: string; status?: 413 }> {
  if (!(upload instanceof File) || upload.size === 0) return { refused: `Choose ${FILE_KINDS} to upload.` };
  if (upload.size > DOWNLOAD_MAX_BYTES) return { refused: FILE_TOO_LARGE, status: 413 };
  const type = downloadType(new Uint8Array(await upload.slice(0, 64).arrayBuffer()));
  if (!type) return { refused: FILE_REFUSED };
  return { file: upload, type };
}

/** A new file's entry in the list, once stored under `key`. */
export function newFileEntry(upload: File, type: DownloadType, key: string, fallbackName: string): OfferFile {
  const name = saveName(upload.name, type.ext) ?? `${fallbackName}.${type.ext}`;
  const id = `${crypto.randomUUID().replaceAll("-", "").slice(0, 16)}.${type.ext}`;
  return { id, key, name, size: upload.size, uploadedAt: clock.now().toISOString() };
}

/** What a file form asks of a list of files (`name`: the offer or product they belong to). */
export async function changeFiles(input: {
  values: Record<string, string>;
  form: FormData;
  files: OfferFile[];
  name: string;
  /** Stores a checked file (R2); null when the site has no file storage. */
  store: ((file: File, type: DownloadType) => Promise<string>) | null;
}): Promise<FileChange> {
  const { values, form, files, name: owner } = input;
  const intent = values.intent;
  const found = intent === "upload-file" ? null : files.find((file) => file.id === values.file_id);
  if (intent !== "upload-file" && !found) {
    return { refused: { file: "This file is no longer there: the page shows its files now." } };
  }
  if (intent === "rename-file" && found) {
    const name = saveName(values.name ?? "", extensionOf(found.name));
    if (!name) return { refused: { name: "Give the name the buyer saves it as, such as “Money Moves Workbook”." } };
    const next = files.map((file) => (file.id === found.id ? { ...file, name } : file));
    return {
      files: next,
      summary: `renamed ${found.name} to ${name}`,
      message: "File renamed",
      description: `Buyers now save it as ${name}.`,
    };
  }
  if (intent === "remove-file" && found) {
    if (values.confirm !== "yes") {
      return { refused: { confirm: `Tick “Yes, remove it” to remove ${found.name}.` } };
    }
    return {
      files: files.filter((file) => file.id !== found.id),
      summary: `removed ${found.name}`,
      message: "File removed",
      description: `${found.name} is no longer sent to buyers of ${owner}; its links now answer that it is not found.`,
    };
  }
  // upload-file or replace-file: a file judged by its bytes.
  const checked = await checkedDownload(form.get("file"));
  if ("refused" in checked) return { refused: { file: checked.refused }, status: checked.status };
  const { file: upload, type } = checked;
  if (!input.store) {
    return {
      refused: {
        file: "Files need the site's file storage (the R2 binding DOWNLOADS): ask your developer to bind it.",
      },
    };
  }
  if (!found && files.length >= SITE_LIMITS.offerFiles) {
    return { refused: { file: `At most ${SITE_LIMITS.offerFiles} files: remove one first.` } };
  }
  const stored = await input.store(upload, type);
  if (found) {
    // The same id: every buyer's link, old and new, gives this edition.
    const name =
      extensionOf(found.name) === type.ext
        ? found.name
        : (saveName(found.name.replace(/\.[^.]*$/, ""), type.ext) ?? found.name);
    const uploadedAt = clock.now().toISOString();
    const next = files.map((file) =>
      file.id === found.id ? { ...file, key: stored, name, size: upload.size, uploadedAt } : file,
    );
    return {
      files: next,
      summary: `new edition of ${found.name}`,
      message: "File replaced",
      description: `Buyers old and new now get this edition of ${name} from their links.`,
    };
  }
  const entry = newFileEntry(upload, type, stored, owner);
  return {
    files: [...files, entry],
    summary: `added ${entry.name}`,
    message: "File added",
    description: `Buyers of ${owner} get ${entry.name} (${formatFileSize(upload.size)}).`,
  };
}

/**
 * Which file form a post too large to read came from: the forms name their offer (or product),
 * file and intent in their address too, so the refusal still answers beside its field.
 */
export function fileFormValues(url: URL): Record<string, string> {
  const sent: Record<string, string> = {};
  for (const name of ["offer", "file_id", "intent"]) {
    const value = url.searchParams.get(name);
    if (value !== null) sent[name] = value.slice(0, 100);
  }
  return sent;
}
