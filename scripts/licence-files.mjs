// After `remix build`: moves the licence comments esbuild gathers at the end of a browser chunk
// ("Bundled license information", 7.3 KB in the framework's chunk, 0.5 KB of every first visit's
// gzip) into a file beside it, `<chunk>.LEGAL.txt`, and leaves a one-line comment naming that file.
// It is what esbuild's `legalComments: "linked"` does, which Remix's classic compiler does not let
// an app set; the licences still ship with the code they cover. Running it twice changes nothing.
// Undo: drop its call from scripts/lib.mjs's build(), the one build. (docs/decisions/0019)
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const ASSETS = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..", "public", "build");
const MARK = "\n/*! Bundled license information:";

/** Moves one chunk's licence block into its .LEGAL.txt file; false when it has none. */
function moveLicences(file) {
  const code = readFileSync(file, "utf8");
  const start = code.indexOf(MARK);
  if (start === -1) return false;
  const name = `${path.basename(file)}.LEGAL.txt`;
  writeFileSync(`${file}.LEGAL.txt`, `${code.slice(start + 1).trimEnd()}\n`);
  writeFileSync(file, `${code.slice(0, start)}\n/*! For licence information see ${name} */\n`);
  return true;
}

export function moveLicenceComments(dir = ASSETS) {
  let moved = 0;
  for (const entry of readdirSync(dir, { recursive: true })) {
    if (entry.endsWith(".js") && moveLicences(path.join(dir, entry))) moved += 1;
  }
  return moved;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  console.log(`Licence comments moved to a .LEGAL.txt file beside ${moveLicenceComments()} browser chunk(s)`);
}
