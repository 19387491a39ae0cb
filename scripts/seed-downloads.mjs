// Seeds wrangler's local R2 bucket DOWNLOADS with a small sample PDF for every file an offer
// delivers (app/content/downloads.ts), so buying and downloading work on a fresh clone.
// Real files go to the deployed bucket with `npx wrangler r2 object put downloads/<key> --file <path> --remote`.
import { readFileSync } from "node:fs";
import path from "node:path";
import { root } from "./lib.mjs";

/** The files of app/content/downloads.ts, read from its `file("key", "name")` entries. */
export function sampleFiles() {
  const source = readFileSync(path.join(root, "app/content/downloads.ts"), "utf8");
  const files = new Map();
  for (const match of source.matchAll(/file\(\s*"([^"]+)",\s*"([^"]+)"\s*\)/g)) files.set(match[1], match[2]);
  return [...files].map(([key, name]) => ({ key, name }));
}

/** A one-page PDF that says which product it stands in for. */
export function samplePdf(title) {
  const text = `${title} - sample file. Upload the real one to R2.`.replace(/[()\\]/g, "");
  const stream = `BT /F1 18 Tf 72 720 Td (${text}) Tj ET`;
  const objects = [
    "<< /Type /Catalog /Pages 2 0 R >>",
    "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
    "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>",
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>",
  ];
  let body = "%PDF-1.4\n";
  const offsets = [];
  objects.forEach((object, index) => {
    offsets.push(body.length);
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) body += `${String(offset).padStart(10, "0")} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return new TextEncoder().encode(body);
}

/**
 * Puts the samples into the local bucket under `persistTo` (wrangler's --persist-to; default
 * .wrangler/state, where `wrangler dev` looks). A file already there is left alone, so an
 * uploaded real file survives the next `npm start`.
 */
export async function seedLocalDownloads(persistTo = path.join(root, ".wrangler/state")) {
  const { getPlatformProxy } = await import("wrangler");
  const proxy = await getPlatformProxy({
    configPath: path.join(root, "wrangler.toml"),
    persist: { path: path.join(persistTo, "v3") },
  });
  try {
    const added = await seedBucket(proxy.env.DOWNLOADS);
    if (added > 0) console.log(`Seeded ${added} sample download(s) into the local R2 bucket.`);
  } finally {
    await proxy.dispose();
  }
}

/**
 * The R2 custom metadata that marks a seeded sample (SAMPLE_FILE_MARK in app/content/downloads.ts):
 * the launch check names every offer on sale whose file carries it.
 */
export const SAMPLE_METADATA = { sample: "seeded by npm start" };

/**
 * Puts each sample the R2 `bucket` lacks into it, marked as a sample; resolves to how many it
 * added. A sample seeded before the mark existed (its exact seeded size, no mark) is marked again.
 */
export async function seedBucket(bucket) {
  let added = 0;
  for (const file of sampleFiles()) {
    const pdf = samplePdf(file.name.replace(/\.pdf$/, ""));
    const there = await bucket.head(file.key);
    if (there && (there.customMetadata?.sample !== undefined || there.size !== pdf.length)) continue;
    await bucket.put(file.key, pdf, {
      httpMetadata: { contentType: "application/pdf" },
      customMetadata: SAMPLE_METADATA,
    });
    if (!there) added += 1;
  }
  return added;
}
