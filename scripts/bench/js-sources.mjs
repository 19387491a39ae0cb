// `npm run bench -- --js-sources [route id …]`: where a first visit's JavaScript comes from, by
// source file. Builds with source maps, lists the files each page loads (the entry, the root's and
// the route's modules and their chunks, as the route manifest names them, and the manifest itself),
// then shares each file's gzip size among the source files its map names, in proportion to the
// minified bytes each produced (gzip cannot be split exactly: an estimate). Rebuilds without maps
// at the end, so public/build is what `npm run build` makes. (docs/performance.md)
import { readdirSync, readFileSync, rmSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { SourceMapConsumer } from "source-map";
import { bin, build, root, run } from "../lib.mjs";
import { moveLicenceComments } from "../licence-files.mjs";

const ASSETS = path.join(root, "public", "build");
/** The pages the budget is furthest from when nothing is named: the home page, a sales page, the event page, the 404. */
const DEFAULT_ROUTES = ["routes/_index", "routes/product.ai-marketing-suite", "routes/money-moves-live", "routes/$"];
/** Source files under this share of a page's gzip bytes are summed into one line. */
const SMALL = 150;
const GLUE = "(glue: imports, exports, bundler helpers)";

const kb = (bytes) => `${(bytes / 1024).toFixed(2)} KB`;
const assetPath = (url) => path.join(ASSETS, url.replace(/^\/build\//, ""));
const sourceName = (source) =>
  source
    .replace(/^.*node_modules\//, "")
    .replace(/^.*\/app\//, "app/")
    .replace(/^empty-module:.*/, "(empty .server modules)");

/** Minified bytes per source file of one built file, from its source map. */
async function bytesBySource(file) {
  const code = readFileSync(file, "utf8");
  const lines = code.split("\n");
  const bySource = new Map();
  const map = JSON.parse(readFileSync(`${file}.map`, "utf8"));
  await SourceMapConsumer.with(map, null, (consumer) => {
    const mappings = [];
    consumer.eachMapping((m) => mappings.push(m));
    mappings.sort((a, b) => a.generatedLine - b.generatedLine || a.generatedColumn - b.generatedColumn);
    mappings.forEach((m, i) => {
      const next = mappings[i + 1];
      const end =
        next && next.generatedLine === m.generatedLine ? next.generatedColumn : lines[m.generatedLine - 1].length;
      const name = m.source ? sourceName(m.source) : GLUE;
      bySource.set(name, (bySource.get(name) ?? 0) + end - m.generatedColumn);
    });
  });
  // Bytes no mapping covers (esbuild's helpers, a chunk of re-exports) count as glue.
  const mapped = [...bySource.values()].reduce((a, b) => a + b, 0);
  if (code.length > mapped) bySource.set(GLUE, (bySource.get(GLUE) ?? 0) + code.length - mapped);
  return bySource;
}

/** The browser build's route manifest (public/build/manifest-*.js): its bytes and what it says. */
export function readBuildManifest() {
  const manifestFile = readdirSync(ASSETS).find((name) => name.startsWith("manifest-"));
  const manifestText = readFileSync(path.join(ASSETS, manifestFile));
  const manifest = JSON.parse(
    manifestText
      .toString("utf8")
      .replace(/^window\.__remixManifest=/, "")
      .replace(/;\s*$/, ""),
  );
  return { manifestText, manifest };
}

/** A built file's bytes, by its URL (/build/…). */
export const assetBytes = (url) => readFileSync(assetPath(url));

/** The files a first visit to the route loads, by the manifest (what <Scripts> preloads and imports). */
function filesOf(manifest, routeId) {
  const chain = [];
  for (let route = manifest.routes[routeId]; route; route = manifest.routes[route.parentId]) chain.unshift(route);
  if (chain.length === 0) throw new Error(`No route ${routeId} in the manifest`);
  const files = new Set([manifest.entry.module, ...manifest.entry.imports]);
  for (const route of chain) for (const file of [route.module, ...(route.imports ?? [])]) files.add(file);
  return [...files];
}

export async function jsSources(routeIds) {
  rmSync(ASSETS, { recursive: true, force: true });
  run(bin("remix"), ["build", "--sourcemap"], { env: { NODE_ENV: "production" } });
  moveLicenceComments(); // as build() does; the block is after every mapped byte
  try {
    const { manifestText, manifest } = readBuildManifest();
    const measured = new Map();
    for (const routeId of routeIds.length ? routeIds : DEFAULT_ROUTES) {
      const bySource = new Map([["(the route manifest)", gzipSync(manifestText).length]]);
      const files = [];
      for (const url of filesOf(manifest, routeId)) {
        if (!measured.has(url)) {
          const file = assetPath(url);
          const code = readFileSync(file);
          // The comment naming the map is not in a build without maps.
          const gzip = gzipSync(code.toString("utf8").replace(/\n\/\/# sourceMappingURL=.*\s*$/, "")).length;
          measured.set(url, { gzip, bySource: await bytesBySource(file) });
        }
        const { gzip, bySource: bytes } = measured.get(url);
        files.push({ file: url, "KB gzip": kb(gzip) });
        const total = [...bytes.values()].reduce((a, b) => a + b, 0);
        for (const [source, n] of bytes) bySource.set(source, (bySource.get(source) ?? 0) + (n / total) * gzip);
      }
      const sum = [...bySource.values()].reduce((a, b) => a + b, 0);
      console.log(`\n${routeId}: ${kb(sum)} gzip of JavaScript on a first visit (with the manifest)\n`);
      console.table(files);
      const rows = [...bySource].sort((a, b) => b[1] - a[1]);
      const small = rows.filter(([, n]) => n < SMALL);
      console.table([
        ...rows.filter(([, n]) => n >= SMALL).map(([source, n]) => ({ source, "KB gzip (est.)": kb(n) })),
        {
          source: `${small.length} files under ${SMALL} bytes each`,
          "KB gzip (est.)": kb(small.reduce((a, [, n]) => a + n, 0)),
        },
      ]);
    }
  } finally {
    rmSync(ASSETS, { recursive: true, force: true });
    build();
  }
}
