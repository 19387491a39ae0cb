/** @type {import('@remix-run/dev').AppConfig} */
export default {
  ignoredRouteFiles: ["**/.*", "**/*.test.*"],
  // The server build is a plain ESM module: app/server/worker.ts imports it and wrangler bundles both for workerd,
  // and the integration tests import it in Node. Its entry adds the request pipeline (server.ts).
  server: "./server.ts",
  serverBuildPath: "build/index.js",
  serverConditions: ["workerd", "worker", "browser"],
  // Every package but photon: its WebAssembly is a module of its own. Left as an import here,
  // wrangler bundles it for workerd (the .wasm a module beside the Worker's), and Node (the
  // integration tests) loads photon's own Node build. docs/decisions/0026-photo-resizing-on-the-worker.md
  serverDependenciesToBundle: [/^(?!@cf-wasm\/photon)/],
  serverMainFields: ["browser", "module", "main"],
  serverMinify: false,
  serverModuleFormat: "esm",
  serverPlatform: "neutral",
  assetsBuildDirectory: "public/build",
  publicPath: "/build/",
  tailwind: true,
  postcss: false,
  browserNodeBuiltinsPolyfill: { modules: {} },
  future: {
    v3_fetcherPersist: true,
    v3_relativeSplatPath: true,
    v3_throwAbortReason: true,
    v3_lazyRouteDiscovery: false,
  },
};
