// Draws the product covers (SVG) and the share cards (1200 × 630 PNG) into
// public/images/generated/, from the site's content (scripts/images/cards.ts). Part of every build
// (`npm run build`, scripts/lib.mjs build()); the output is not committed.
// Text is set in the machine's fonts (Georgia or DejaVu Serif/Sans, else any serif/sans).
import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { build } from "esbuild";
import { Resvg } from "@resvg/resvg-js";
import { root } from "./lib.mjs";

const bundle = path.join(root, "node_modules", ".cache", "images", "cards.mjs");
await build({
  entryPoints: [path.join(root, "scripts", "images", "cards.ts")],
  bundle: true,
  platform: "node",
  format: "esm",
  outfile: bundle,
  tsconfig: path.join(root, "tsconfig.json"),
  logLevel: "warning",
});
const { drawnImages } = await import(`${pathToFileURL(bundle).href}?${Date.now()}`);

const out = path.join(root, "public", "images", "generated");
rmSync(out, { recursive: true, force: true });
const images = drawnImages(process.env.OWNER_NAME || undefined);
for (const image of images) {
  const file = path.join(root, "public", image.path);
  mkdirSync(path.dirname(file), { recursive: true });
  const body = image.png
    ? new Resvg(image.svg, { font: { loadSystemFonts: true, defaultFontFamily: "DejaVu Sans" } }).render().asPng()
    : image.svg;
  writeFileSync(file, body);
}
console.log(`Drew ${images.length} images into public/images/generated/`);
