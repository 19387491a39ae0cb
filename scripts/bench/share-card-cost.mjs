// `node scripts/bench/share-card-cost.mjs [--out DIR]`: what drawing one live share card costs on
// the Worker (app/services/share/share-card-drawing.server.ts, docs/decisions/0029): processor
// time (median of 7 after one warm-up) and PNG bytes, for a page of hers with her photo (a
// 1600 × 2000 portrait, the web size's proportions), an offer with its drawn cover, and the same
// offer sold out. `--out DIR` writes the three cards there to look at. Node runs the same
// WebAssembly on the same V8 as workerd.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { build } from "esbuild";
import { root } from "../lib.mjs";

const RUNS = 7;
// Bundled beside node_modules (as scripts/images.mjs does), where Node finds photon for it.
mkdirSync(path.join(root, "node_modules", ".cache"), { recursive: true });
const dir = mkdtempSync(path.join(root, "node_modules", ".cache", "share-card-cost-"));
const entry = path.join(dir, "entry.ts");
writeFileSync(
  entry,
  `export { shareCardLayout } from "~/lib/share-card-layout";
export { drawShareCard } from "~/services/share/share-card-drawing.server";
export { productCovers } from "~/content/covers";`,
);
const bundle = path.join(dir, "cards.mjs");
await build({
  entryPoints: [entry],
  bundle: true,
  platform: "node",
  format: "esm",
  outfile: bundle,
  tsconfig: path.join(root, "tsconfig.json"),
  // Node's own build of photon (its "node" export), as Node loads it.
  external: ["@cf-wasm/photon"],
  logLevel: "warning",
});
const { shareCardLayout, drawShareCard, productCovers } = await import(pathToFileURL(bundle).href);
const photon = await import("@cf-wasm/photon/node");

const out = process.argv[2] === "--out" ? process.argv[3] : undefined;
const photo = portrait(1600, 2000);
const offer = {
  page: "/product/funding-bundle",
  title: "Credit & Funding Bundle",
  ownerName: "Dominique Carter",
  price: "$49",
  status: "on-sale",
};
const cover = {
  kind: "cover-design",
  design: productCovers.fundingBundle.design,
  title: productCovers.fundingBundle.title,
};
const cards = [
  {
    name: "home",
    inputs: {
      page: "/",
      title: "Faith-Driven Wealth Building",
      ownerName: "Dominique Carter",
      photoKey: "/site/photo/x.jpg",
      nextSession: "Money Moves Live: Saturday, December 26",
    },
    art: { kind: "photo", width: 1600, height: 2000 },
    picture: photo,
  },
  { name: "offer", inputs: offer, art: cover },
  { name: "offer-sold-out", inputs: { ...offer, status: "sold-out" }, art: cover },
];

try {
  for (const card of cards) {
    const layout = shareCardLayout(card.inputs, card.art);
    let png = await drawShareCard(layout, card.picture);
    const times = [];
    for (let run = 0; run < RUNS; run++) {
      const start = process.cpuUsage();
      png = await drawShareCard(layout, card.picture);
      const used = process.cpuUsage(start);
      times.push((used.user + used.system) / 1000);
    }
    times.sort((a, b) => a - b);
    console.log(
      `${card.name}: median ${times[RUNS >> 1].toFixed(0)} ms of CPU (${times.map((t) => t.toFixed(0)).join(", ")}), ` +
        `${(png.length / 1024).toFixed(0)} KB PNG`,
    );
    if (out) {
      mkdirSync(out, { recursive: true });
      writeFileSync(path.join(out, `${card.name}.png`), png);
    }
  }
} finally {
  rmSync(dir, { recursive: true, force: true });
}

/** A stand-in portrait as a JPEG: a warm backdrop, a head and shoulders, and a fixed grain. */
function portrait(width, height) {
  const pixels = new Uint8Array(width * height * 4);
  let seed = 1;
  const head = { x: width / 2, y: height * 0.36, r: width * 0.2 };
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      seed = (seed * 1103515245 + 12345) >>> 0;
      const grain = (seed >>> 26) & 7;
      const inHead = (x - head.x) ** 2 + ((y - head.y) * 0.85) ** 2 < head.r ** 2;
      const inBody = y > height * 0.62 && Math.abs(x - width / 2) < width * 0.42 - (height - y) * 0.15;
      const shade = inHead
        ? [150, 104, 80]
        : inBody
          ? [42, 70, 110]
          : [214 - (y * 60) / height, 196 - (y * 50) / height, 170];
      pixels.set([shade[0] + grain, shade[1] + grain, shade[2] + grain, 255], (y * width + x) * 4);
    }
  }
  const image = new photon.PhotonImage(pixels, width, height);
  const bytes = image.get_bytes_jpeg(85);
  image.free();
  return bytes;
}
