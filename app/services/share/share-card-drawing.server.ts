import type { CardLayout } from "~/lib/share-card-layout";

/**
 * Paints a share card's layout (app/lib/share-card-layout.ts) as a PNG with photon, the image
 * library the Worker already carries for her photo (docs/decisions/0029-share-cards-drawn-on-the-worker.md).
 * The panels are filled into the pixels before photon sees them; the picture is cropped to its
 * box's proportions, then scaled (never stretched) and laid on; the text is photon's Roboto.
 */

/** The picture's bytes do not decode. */
export class ShareCardPictureError extends Error {
  override name = "ShareCardPictureError";
}

function rgb(hex: string): [number, number, number] {
  const value = Number.parseInt(hex.slice(1), 16);
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255];
}

/** The background and the panels, as RGBA pixels. */
function paintedPixels(layout: CardLayout): Uint8Array {
  const { width, height } = layout;
  const pixels = new Uint8Array(width * height * 4);
  const fill = (x0: number, y0: number, w: number, h: number, hex: string) => {
    const [r, g, b] = rgb(hex);
    const row = new Uint8Array(Math.max(0, w) * 4);
    for (let i = 0; i < row.length; i += 4) row.set([r, g, b, 255], i);
    for (let y = Math.max(0, y0); y < Math.min(height, y0 + h); y++) {
      const left = Math.max(0, x0);
      const right = Math.min(width, x0 + w);
      if (right > left) pixels.set(row.subarray(0, (right - left) * 4), (y * width + left) * 4);
    }
  };
  fill(0, 0, width, height, layout.background);
  for (const rect of layout.rects) fill(rect.x, rect.y, rect.width, rect.height, rect.colour);
  return pixels;
}

/** The card as PNG bytes; `picture`: the photo or cover's bytes when the layout has a picture. */
export async function drawShareCard(layout: CardLayout, picture?: Uint8Array): Promise<Uint8Array<ArrayBuffer>> {
  const photon = await import("@cf-wasm/photon");
  const images: { free(): void }[] = [];
  const kept = <T extends { free(): void }>(image: T) => (images.push(image), image);
  try {
    const card = kept(new photon.PhotonImage(paintedPixels(layout), layout.width, layout.height));
    if (layout.picture && picture) {
      let source: InstanceType<typeof photon.PhotonImage>;
      try {
        source = kept(photon.PhotonImage.new_from_byteslice(picture));
      } catch {
        throw new ShareCardPictureError("The card's picture could not be read.");
      }
      const { box, crop } = layout.picture;
      // The crop was worked out from the stored size; a picture that decodes smaller is cropped within itself.
      const right = Math.min(source.get_width(), crop.x + crop.width);
      const bottom = Math.min(source.get_height(), crop.y + crop.height);
      const cropped = kept(photon.crop(source, crop.x, crop.y, right, bottom));
      const scaled = kept(photon.resize(cropped, box.width, box.height, photon.SamplingFilter.Triangle));
      photon.watermark(card, scaled, BigInt(box.x), BigInt(box.y));
    }
    for (const text of layout.texts) {
      const [r, g, b] = rgb(text.colour);
      // The colour passes to photon, which frees it.
      photon.draw_text_with_color(card, text.text, text.x, text.y, text.size, new photon.Rgba(r, g, b, 255));
    }
    return new Uint8Array(card.get_bytes());
  } finally {
    for (const image of images) image.free();
  }
}
