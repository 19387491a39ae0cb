import type { AppLoadContext } from "@remix-run/cloudflare";
import { parseShareCardPath, shareCardHash, shareCardObjectKey, sharePageKey } from "~/lib/share-card";
import { shareCardLayout } from "~/lib/share-card-layout";
import { drawShareCard } from "./share-card-drawing.server";
import { shareCardSource, sharePageOf } from "./share-card-source.server";

/**
 * The answer to `/share/<page-key>/<hash>.png`. The current card: from R2 (DOWNLOADS, under
 * share/), drawn and stored on its first request, with a year-long immutable cache (a change to
 * the card is a new address). An old hash: a 302 to the current card, so a preview that kept an
 * old address still gets a picture, never cached. An unknown page or a malformed address: 404.
 * A card that cannot be drawn: a 302 to the page's card drawn at build time.
 */

const NOT_FOUND = () =>
  new Response("No such share card.", { status: 404, headers: { "Content-Type": "text/plain; charset=utf-8" } });

function redirect(location: string): Response {
  return new Response(null, { status: 302, headers: { Location: location, "Cache-Control": "no-store" } });
}

function png(bytes: Uint8Array<ArrayBuffer>): Response {
  return new Response(bytes, {
    headers: {
      "Content-Type": "image/png",
      "Content-Length": String(bytes.length),
      "Cache-Control": "public, max-age=31536000, immutable",
      "X-Content-Type-Options": "nosniff",
    },
  });
}

export async function shareCardAnswer(
  context: Pick<AppLoadContext, "services" | "config" | "waitUntil">,
  params: { page?: string; file?: string },
): Promise<Response> {
  const asked = parseShareCardPath(params.page, params.file);
  const page = asked ? await sharePageOf(context, asked.pageKey) : undefined;
  const source = page ? await shareCardSource(context, page) : undefined;
  if (!asked || !source) return NOT_FOUND();
  const hash = await shareCardHash(source.inputs);
  if (hash !== asked.hash) return redirect(`/share/${sharePageKey(source.inputs.page)}/${hash}.png`);

  const bucket = context.config.downloads;
  const key = shareCardObjectKey(hash);
  const stored = await bucket?.get(key);
  if (stored) return png(new Uint8Array(await stored.arrayBuffer()));
  try {
    const picture = source.pictureSrc ? await context.services.sitePhotos.bytes(source.pictureSrc) : null;
    // A picture gone from R2 leaves its box out rather than the card.
    const art = source.pictureSrc && !picture ? { kind: "none" as const } : source.art;
    const bytes = await drawShareCard(shareCardLayout(source.inputs, art), picture ?? undefined);
    if (bucket && art === source.art)
      context.waitUntil(bucket.put(key, bytes, { httpMetadata: { contentType: "image/png" } }));
    return png(bytes);
  } catch (error) {
    console.error(`The share card of ${source.inputs.page} could not be drawn:`, error);
    return redirect(source.fallback);
  }
}
