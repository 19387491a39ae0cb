// Installs the packages only the bench and Lighthouse use (scripts/bench/package.json: Lighthouse,
// chrome-launcher, sql.js, source-map) when they are missing or their lock is newer. They are a
// package of their own so that `npm ci`, and with it every fresh clone's `npm test`, skips them
// (about 180 packages). Run by npm before `npm run bench` and `npm run lighthouse`.
import { existsSync, statSync } from "node:fs";
import path from "node:path";
import { root, run } from "../lib.mjs";

const folder = path.join(root, "scripts", "bench");
const lock = path.join(folder, "package-lock.json");
const installed = path.join(folder, "node_modules", ".package-lock.json");
if (!existsSync(installed) || statSync(installed).mtimeMs < statSync(lock).mtimeMs) {
  run("npm", ["ci", "--no-audit", "--no-fund"], { cwd: folder });
}
