// `npm start`: install if needed, build for production, migrate the local D1 database, seed the
// local R2 bucket with sample downloads and serve the Worker with `wrangler dev` (workerd) on
// http://localhost:8788 (PORT overrides), in development: wrangler.toml's production defaults
// with the development vars of lib.mjs. /__scheduled runs the scheduled job once.
import { build, ensureDependencies, migrateLocalD1, startServer } from "./lib.mjs";
import { seedLocalDownloads } from "./seed-downloads.mjs";

ensureDependencies();
build();
migrateLocalD1();
await seedLocalDownloads();
const port = Number(process.env.PORT ?? "8788");
const server = await startServer({ port, quiet: true }).catch((error) => {
  console.error(`\n✖ ${error.message}`);
  process.exit(1);
});
console.log(`\n✔ Serving on http://localhost:${port} (Ctrl+C stops it; /__scheduled runs the scheduled job once)`);
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => server.child.kill(signal));
server.child.on("exit", (code) => process.exit(code ?? 0));
