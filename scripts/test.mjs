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
// No retry: a spec that fails once fails the run (tests/README.md, "On a busy machine").
run(bin("playwright"), ["test"]);
console.log("\n✔ All tests passed");
