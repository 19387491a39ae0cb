// `npm start`: install if needed, build for production, migrate the local D1 database, seed the
// local R2 bucket with sample downloads and serve the
// site with wrangler pages dev (workerd) on http://localhost:8788 (PORT overrides).
import { spawn } from "node:child_process";
import { bin, build, ensureDependencies, migrateLocalD1, root } from "./lib.mjs";
import { seedLocalDownloads } from "./seed-downloads.mjs";

ensureDependencies();
build();
migrateLocalD1();
await seedLocalDownloads();
const port = process.env.PORT ?? "8788";
console.log(`\nServing on http://localhost:${port}`);
const child = spawn(
  bin("wrangler"),
  ["pages", "dev", "./public", "--port", port, "--show-interactive-dev-session=false"],
  {
    cwd: root,
    stdio: "inherit",
    env: { ...process.env, WRANGLER_SEND_METRICS: "false" },
  },
);
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => child.kill(signal));
child.on("exit", (code) => process.exit(code ?? 0));
