// Installs the packages only the bench and Lighthouse use (scripts/bench/package.json: Lighthouse,
// chrome-launcher, sql.js, source-map) when they are missing or their lock is newer. They are a
// package of their own so that `npm ci`, and with it every fresh clone's `npm test`, skips them
// (about 180 packages). Run by npm before `npm run bench` and `npm run lighthouse`.
import path from "node:path";
import { ensureLockedPackages, root } from "../lib.mjs";

ensureLockedPackages(path.join(root, "scripts", "bench"));
