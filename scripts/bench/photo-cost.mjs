// `node scripts/bench/photo-cost.mjs`: what the Worker's web-size copy of her photo costs
// (app/services/site/web-photo.server.ts, docs/decisions/0026-photo-resizing-on-the-worker.md):
// processor time (median of 5) and photon's peak WebAssembly memory, for a phone's 12 MP photo
// and for the largest the Worker takes (3 MP). Node runs the same WebAssembly on the same V8 as
// workerd. Each size runs in a fresh process, so its memory peak is its own.
import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";

const RUNS = 5;
const sizes = [
  [4000, 3000, 85],
  [2100, 1400, 97],
];

if (process.argv[2] === "--one") {
  // A fresh process that has done nothing else with photon: its memory's peak is this photo's.
  const photon = await import("@cf-wasm/photon/node");
  const memory = (await photon.initPhoton.promise).memory;
  const jpeg = new Uint8Array(readFileSync(process.argv[3]));
  const before = memory.buffer.byteLength;
  const times = [];
  for (let run = 0; run < RUNS; run++) {
    const start = process.cpuUsage();
    const image = photon.PhotonImage.new_from_byteslice(jpeg);
    const [width, height] = [image.get_width(), image.get_height()];
    const scale = 2000 / Math.max(width, height);
    const small = photon.resize(
      image,
      Math.round(width * scale),
      Math.round(height * scale),
      photon.SamplingFilter.Triangle,
    );
    image.free();
    small.get_bytes_jpeg(82);
    small.free();
    const used = process.cpuUsage(start);
    times.push((used.user + used.system) / 1000);
  }
  times.sort((a, b) => a - b);
  const mb = (bytes) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
  console.log(
    `${process.argv[4]}, ${mb(jpeg.length)} JPEG: median ${times[RUNS >> 1].toFixed(0)} ms of CPU ` +
      `(${times.map((t) => t.toFixed(0)).join(", ")}); photon's memory grew from ${mb(before)} to ${mb(memory.buffer.byteLength)}`,
  );
} else {
  const photon = await import("@cf-wasm/photon/node");
  const folder = mkdtempSync(path.join(tmpdir(), "photo-cost-"));
  try {
    for (const [width, height, quality] of sizes) {
      const file = path.join(folder, `${width}x${height}.jpg`);
      writeFileSync(file, photoLike(photon, width, height, quality));
      const args = [fileURLToPath(import.meta.url), "--one", file, `${width} × ${height}`];
      execFileSync(process.execPath, args, { stdio: "inherit" });
    }
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

/** Gradients with a fixed grain: JPEG compresses it about as poorly as a phone's photo. */
function photoLike(photon, width, height, quality) {
  const pixels = new Uint8Array(width * height * 4);
  let seed = 1;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      seed = (seed * 1103515245 + 12345) >>> 0;
      const grain = (seed >>> 24) & 31;
      const at = (y * width + x) * 4;
      pixels.set([((x * 255) / width + grain) & 255, ((y * 255) / height + grain) & 255, (x ^ y) & 255, 255], at);
    }
  }
  const image = new photon.PhotonImage(pixels, width, height);
  const bytes = image.get_bytes_jpeg(quality);
  image.free();
  return bytes;
}
