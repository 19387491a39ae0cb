// The framework's floor, for the CPU table: what Remix 2 alone costs per request on this machine, so
// the site's figures can be read against it (a ratio to a floor, measured in the same run). Two
// throwaway apps are built as the Worker is (the classic compiler, the site's remix.config.js
// settings and its renderToString entry): one with a route file for each of the site's (the same
// file names, so the same paths, nesting and ranking) and one with as many top-level route files,
// each page a heading and a one-line loader. Each runs in a Node process of its own
// (build-process.mjs), so the site's requests and garbage never share its heap, in stretches between
// the site's rounds of the same run. Neither has the site's layout, data or pipeline.
import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readdirSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import siteConfig from "../../remix.config.js";
import { bin, root } from "../lib.mjs";
import { buildProcess } from "./build-child.mjs";

const ROOT_ROUTE = `
import { json } from "@remix-run/cloudflare";
import { Links, Meta, Outlet, Scripts } from "@remix-run/react";
export const loader = async () => json({ site: "Framework floor" });
export default function App() {
  return (
    <html lang="en">
      <head><meta charSet="utf-8" /><Meta /><Links /></head>
      <body><Outlet /><Scripts /></body>
    </html>
  );
}
`;

const ENTRY_SERVER = `
import type { EntryContext } from "@remix-run/cloudflare";
import { RemixServer } from "@remix-run/react";
import { renderToString } from "react-dom/server";
export default function handleRequest(request: Request, status: number, headers: Headers, context: EntryContext) {
  const html = renderToString(<RemixServer context={context} url={request.url} />);
  headers.set("Content-Type", "text/html; charset=utf-8");
  return new Response("<!DOCTYPE html>" + html, { headers, status });
}
`;

const pageRoute = (name) => `
import { json } from "@remix-run/cloudflare";
import { Outlet, useLoaderData } from "@remix-run/react";
export const loader = async () => json({ heading: ${JSON.stringify(name)} });
export default function Page() {
  const { heading } = useLoaderData<typeof loader>();
  return <main><h1>{heading}</h1><p>One paragraph.</p><Outlet /></main>;
}
`;

/**
 * Builds one floor app whose routes are `routeFiles` (names as in app/routes), each a heading unless
 * `routeSource(file)` gives the module's source; returns its build.
 */
export function buildFloorApp(dir, routeFiles, routeSource = () => undefined) {
  mkdirSync(path.join(dir, "app/routes"), { recursive: true });
  symlinkSync(path.join(root, "node_modules"), path.join(dir, "node_modules"), "dir");
  writeFileSync(path.join(dir, "package.json"), JSON.stringify({ type: "module", sideEffects: false }));
  const { ignoredRouteFiles, serverConditions, serverMainFields, serverModuleFormat, serverPlatform, future } =
    siteConfig;
  const config = {
    ignoredRouteFiles,
    serverConditions,
    serverMainFields,
    serverModuleFormat,
    serverPlatform,
    future,
    serverDependenciesToBundle: "all",
    serverBuildPath: "build/index.js",
    browserNodeBuiltinsPolyfill: { modules: {} },
  };
  writeFileSync(path.join(dir, "remix.config.js"), `export default ${JSON.stringify(config)};\n`);
  writeFileSync(path.join(dir, "app/root.tsx"), ROOT_ROUTE);
  writeFileSync(path.join(dir, "app/entry.server.tsx"), ENTRY_SERVER);
  for (const file of routeFiles)
    writeFileSync(path.join(dir, "app/routes", file), routeSource(file) ?? pageRoute(file));
  const result = spawnSync(bin("remix"), ["build"], {
    cwd: dir,
    encoding: "utf8",
    env: { ...process.env, NODE_ENV: "production" },
  });
  if (result.status !== 0) throw new Error(`the framework floor's build failed:\n${result.stderr}`);
  return path.join(dir, "build/index.js");
}

/** The site's route files (app/routes), whose names a floor app copies. */
export const siteRouteFiles = () =>
  readdirSync(path.join(root, "app/routes")).filter((file) => /\.(tsx|ts)$/.test(file));

/**
 * The framework's floor beside the site's pages: two floor apps, each in a process of its own.
 * `siteShape` has the site's route files (the same file names, so the same paths, nesting and
 * ranking) and is asked `paths` (the site's pages); `flat` has as many route files, all top-level
 * pages (`_index.tsx` and `page-<n>.tsx`), and is asked every one of them. `interlude(rounds)` runs
 * `rounds` rounds of each (a shuffled request to every path), the first time after `warmup` rounds,
 * while the site's process waits; each floor's `samples` collect the CPU ms of every request per path.
 * `also`: other builds measured the same way in the same stretches, each in a process of its own
 * (`{ name, kind, buildFile, paths }`, kind as build-process.mjs takes it), returned as `others`.
 */
export async function frameworkFloor(paths, { warmup, also = [] }) {
  const siteRoutes = siteRouteFiles();
  const flatRoutes = ["_index.tsx", ...siteRoutes.slice(1).map((_, i) => `page-${i + 1}.tsx`)];
  const dir = mkdtempSync(path.join(tmpdir(), "framework-floor-"));
  const floors = [];
  /** A build in a process of its own, asked `appPaths` in each stretch. */
  async function measured(name, kind, buildFile, appPaths) {
    const app = buildProcess(kind, buildFile);
    await app.ready;
    const floor = { name, app, paths: appPaths, samples: {}, status: {} };
    for (const pathname of appPaths) floor.samples[pathname] = [];
    floors.push(floor);
    return floor;
  }
  const floorApp = (name, routes, appPaths) =>
    measured(name, "floor", buildFloorApp(path.join(dir, name), routes), appPaths);
  const count = siteRoutes.length;
  const siteShape = await floorApp(`floor, the site's ${count} route files`, siteRoutes, paths);
  const flat = await floorApp(`floor, ${count} flat route files`, flatRoutes, [
    "/",
    ...flatRoutes.slice(1).map((_, i) => `/page-${i + 1}`),
  ]);
  const others = [];
  for (const other of also) others.push(await measured(other.name, other.kind, other.buildFile, other.paths));
  let runs = 0;
  return {
    siteShape,
    flat,
    others,
    async interlude(rounds) {
      runs += 1;
      for (const floor of floors) {
        const result = await floor.app.measure({
          paths: floor.paths,
          rounds,
          warmup: runs === 1 ? warmup : 0,
          seed: runs,
        });
        Object.assign(floor.status, result.status);
        for (const [pathname, values] of Object.entries(result.samples)) floor.samples[pathname].push(...values);
      }
    },
    cleanup: () => {
      for (const floor of floors) floor.app.stop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
