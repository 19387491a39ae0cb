// `npm test`: every test on a machine that may never have seen the project.
// Installs packages, then checks format (Prettier) and lint (ESLint, which forbids import cycles), installs
// Debian's Chromium, PostgreSQL and Java (for the Nu HTML checker) when missing, builds, then typecheck,
// unit, integration and end-to-end (JavaScript on and off).
import { bin, build, ensureChromium, ensureDependencies, ensureJava, ensurePostgres, run } from "./lib.mjs";

ensureDependencies();
run(bin("prettier"), ["--check", "."]);
run(bin("eslint"), ["."]);
ensureChromium();
ensurePostgres();
ensureJava();
build();
run(bin("tsc"), ["--noEmit"]);
run(bin("vitest"), ["run"]);
// One retry, reported as "flaky" in the summary: `wrangler dev`'s local proxy now and then drops a
// request before it reaches the Worker (tests/README.md, "On a busy machine"), which no visitor of
// the deployed site meets. A test that fails twice fails the run.
run(bin("playwright"), ["test", "--retries=1"]);
console.log("\n✔ All tests passed");
