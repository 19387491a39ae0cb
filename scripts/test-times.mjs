// Where a test run's time went, from its JSON report: the slowest files and tests (tests/README.md,
// "Where the time goes"). Reads Vitest's (`--reporter=json --outputFile=…`) or Playwright's
// (`--reporter=json`, its stdout) report.
//   node scripts/test-times.mjs /tmp/vitest.json [how many]
import { readFileSync } from "node:fs";
import path from "node:path";

const [file, count = "20"] = process.argv.slice(2);
if (!file) {
  console.error("Usage: node scripts/test-times.mjs <report.json> [how many]");
  process.exit(1);
}
const report = JSON.parse(readFileSync(file, "utf8"));
const files = new Map();
const tests = [];
const note = (fileName, title, ms) => {
  files.set(fileName, (files.get(fileName) ?? 0) + ms);
  tests.push([ms, `${fileName} › ${title}`]);
};

if (report.testResults) {
  // Vitest: a file's time is its wall time (setup included), a test's its own.
  for (const result of report.testResults) {
    const name = path.relative(process.cwd(), result.name);
    for (const test of result.assertionResults) tests.push([test.duration ?? 0, `${name} › ${test.title}`]);
    files.set(name, result.endTime - result.startTime);
  }
} else {
  // Playwright: suites nest; each test has one result per project (and per retry, of which there are none).
  const walk = (suite, fileName) => {
    for (const spec of suite.specs ?? [])
      for (const test of spec.tests)
        for (const result of test.results) note(fileName, `[${test.projectName}] ${spec.title}`, result.duration);
    for (const child of suite.suites ?? []) walk(child, fileName);
  };
  for (const suite of report.suites) walk(suite, suite.file);
}

const seconds = (ms) => (ms / 1000).toFixed(1).padStart(7);
const total = [...files.values()].reduce((sum, ms) => sum + ms, 0);
console.log(`Files, slowest first (sum ${seconds(total)} s over all workers):`);
for (const [name, ms] of [...files].sort((a, b) => b[1] - a[1]).slice(0, Number(count)))
  console.log(`${seconds(ms)} s  ${name}`);
console.log("\nTests, slowest first:");
for (const [ms, name] of tests.sort((a, b) => b[0] - a[0]).slice(0, Number(count)))
  console.log(`${seconds(ms)} s  ${name}`);
