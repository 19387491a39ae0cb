// The framework's floor, for the CPU table: what Remix 2 alone costs per request on this machine, so
// the site's figures can be read against it (a ratio to a floor, measured in the same run). Two
// throwaway apps are built with the site's remix.config.js settings and entry (renderToString):
// one with a single route, and one with a route file for each of the site's (the same file names,
// so the same paths and ranking), each a heading and a tiny loader. Neither has the site's layout,
// data or request pipeline; the gap between them is what the number of routes costs by itself.
import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readdirSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import siteConfig from "../../remix.config.js";
import { bin, root } from "../lib.mjs";
import { CONTEXT, ORIGIN } from "./render-cost.mjs";

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

/** Builds one floor app whose routes are `routeFiles` (names as in app/routes); returns its build. */
function buildFloorApp(dir, routeFiles) {
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
  for (const file of routeFiles) writeFileSync(path.join(dir, "app/routes", file), pageRoute(file));
  const result = spawnSync(bin("remix"), ["build"], {
    cwd: dir,
    encoding: "utf8",
    env: { ...process.env, NODE_ENV: "production" },
  });
  if (result.status !== 0) throw new Error(`the framework floor's build failed:\n${result.stderr}`);
  return path.join(dir, "build/index.js");
}

/**
 * The floor's items for the CPU table: `oneRoute`, `/` of the one-route app; `siteRoutes`, a few of
 * the site's paths in the app with the site's route files. Each times a request through Remix's
 * own handler.
 */
export async function frameworkFloor() {
  const { createRequestHandler } = await import("@remix-run/cloudflare");
  const siteRoutes = readdirSync(path.join(root, "app/routes")).filter((file) => /\.(tsx|ts)$/.test(file));
  const dir = mkdtempSync(path.join(tmpdir(), "framework-floor-"));
  /** The items of one floor app: a request to each of `paths`, labelled with the app's `name`. */
  async function appItems(name, routes, paths) {
    const build = await import(pathToFileURL(buildFloorApp(path.join(dir, String(routes.length)), routes)).href);
    const handle = createRequestHandler(build, "production");
    return paths.map((pathname) => ({
      label: `framework floor, ${name}: ${pathname}`,
      async run() {
        const response = await handle(new Request(new URL(pathname, ORIGIN)), CONTEXT);
        await response.arrayBuffer();
        return { status: response.status };
      },
    }));
  }
  return {
    oneRoute: await appItems("one route file", ["_index.tsx"], ["/"]),
    siteRoutes: await appItems(`the site's ${siteRoutes.length} route files`, siteRoutes, [
      "/",
      "/about",
      "/product/funding-bundle",
    ]),
    cleanup: () => rmSync(dir, { recursive: true, force: true }),
  };
}
