// Small helpers shared by the start, test and bench scripts. Node built-ins only: they run
// before `npm ci` on a fresh clone.
import { spawnSync, spawn } from "node:child_process";
import net from "node:net";
import { existsSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import os from "node:os";
import path from "node:path";
import { moveLicenceComments } from "./licence-files.mjs";

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
export const bin = (name) => path.join(root, "node_modules", ".bin", name);

/** Runs a command to its end, or exits with its status. `quiet`: its output shows only when it fails. */
export function run(command, args, options = {}) {
  const { quiet = false, ...spawnOptions } = options;
  console.log(`\n> ${[command, ...args].join(" ")}`);
  const result = spawnSync(command, args, {
    cwd: root,
    stdio: quiet ? "pipe" : "inherit",
    encoding: "utf8",
    ...spawnOptions,
    env: { ...process.env, ...spawnOptions.env },
  });
  if (result.status !== 0) {
    if (quiet) process.stderr.write(`${result.stdout ?? ""}${result.stderr ?? ""}`);
    console.error(`\n✖ ${command} ${args.join(" ")} failed (exit ${result.status ?? result.signal})`);
    process.exit(result.status ?? 1);
  }
}

const running = new Set();

/**
 * Runs a command beside others; resolves when it succeeds. When it fails, its output shows (if
 * `quiet` kept it back), the other commands started here are stopped and the script exits with its
 * status. `priority`: the child's scheduling priority (os.constants.priority).
 */
export function runAsync(command, args, options = {}) {
  const { quiet = false, priority, ...spawnOptions } = options;
  console.log(`\n> ${[command, ...args].join(" ")}${quiet ? " (its output shows if it fails)" : ""}`);
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      cwd: root,
      stdio: quiet ? ["ignore", "pipe", "pipe"] : "inherit",
      ...spawnOptions,
      env: { ...process.env, ...spawnOptions.env },
    });
    running.add(child);
    if (priority !== undefined) os.setPriority(child.pid, priority);
    let output = "";
    child.stdout?.on("data", (chunk) => (output += chunk));
    child.stderr?.on("data", (chunk) => (output += chunk));
    child.once("close", (code, signal) => {
      running.delete(child);
      if (code === 0) return resolve();
      process.stderr.write(output);
      console.error(`\n✖ ${command} ${args.join(" ")} failed (exit ${code ?? signal})`);
      for (const other of running) other.kill("SIGTERM");
      process.exit(code ?? 1);
    });
  });
}

/**
 * Installs a package folder's locked packages (`npm ci`) when they were never installed there, or
 * its lock is newer than the install. `alsoNeeded`: files whose absence means a broken install.
 */
export function ensureLockedPackages(folder, alsoNeeded = []) {
  const lock = path.join(folder, "package-lock.json");
  const installed = path.join(folder, "node_modules", ".package-lock.json");
  const current = existsSync(installed) && statSync(installed).mtimeMs >= statSync(lock).mtimeMs;
  if (current && alsoNeeded.every((file) => existsSync(file))) return;
  run("npm", ["ci", "--no-audit", "--no-fund"], { cwd: folder });
}

/** Installs the project's locked packages when this clone has never been installed (or the lock changed). */
export function ensureDependencies() {
  ensureLockedPackages(root, [bin("remix"), bin("wrangler")]);
}

/** The covers and share cards (scripts/images.mjs), then Remix's build, its chunks' licences in files of their own. */
export function build() {
  run(process.execPath, [path.join(root, "scripts", "images.mjs")]);
  run(bin("remix"), ["build"], { env: { NODE_ENV: "production" } });
  moveLicenceComments();
  // Its type for tsc: every importer casts the build to AppBuild, so it may stay opaque. Without
  // it, tsc (allowJs) infers types across the whole 3.5 MB bundle, about 40% of `tsc --noEmit`.
  writeFileSync(path.join(root, "build", "index.d.ts"), "export {};\n");
}

/**
 * The machine's processor time so far, busy and in all (Linux: /proc/stat's first line, in ticks).
 * A share of busy ticks between two readings tells working from waiting: near 100 % the work is
 * processor-bound (any process's work counts, so a busy machine reads high). A child's own times
 * (cutime) miss most of Chromium: its renderers are not waited for by the process that started it.
 */
export function processorTicks() {
  try {
    const [user, nice, system, idle, iowait, irq, softirq, steal] = readFileSync("/proc/stat", "utf8")
      .split("\n")[0]
      .trim()
      .split(/\s+/)
      .slice(1)
      .map(Number);
    const busy = user + nice + system + irq + softirq + steal;
    return { busy, all: busy + idle + iowait };
  } catch {
    return { busy: Number.NaN, all: Number.NaN };
  }
}

/** The share of the machine's processor time that was busy between two readings of processorTicks(). */
export const busyShare = (before, after) => (after.busy - before.busy) / (after.all - before.all);

/** Applies migrations/ to the local D1 database (wrangler's state under .wrangler/ or persistTo). */
export function migrateLocalD1(persistTo) {
  const args = ["d1", "migrations", "apply", "LEADS_DB", "--local"];
  if (persistTo) args.push("--persist-to", persistTo);
  run(bin("wrangler"), args, { quiet: true, env: { CI: "true", NODE_ENV: "test" } });
}

/** True when something already listens on 127.0.0.1:port. */
export function portInUse(port) {
  return new Promise((resolve) => {
    const socket = net.connect({ port, host: "127.0.0.1" });
    socket.once("connect", () => {
      socket.destroy();
      resolve(true);
    });
    socket.once("error", () => resolve(false));
  });
}

/**
 * The vars every local server runs with: development (open owner sign-up on localhost only, a
 * development session secret), on top of wrangler.toml's safe production defaults.
 */
export const DEVELOPMENT_VARS = { ENVIRONMENT: "development" };

/**
 * Starts the Worker in `wrangler dev` on the production build, with `vars` over wrangler.toml's and
 * /__scheduled to trigger the scheduled job; resolves once the site answers.
 */
export async function startServer({ port, persistTo, vars = {}, quiet = false }) {
  // A leftover server on the port would answer instead, with other bindings and data.
  if (await portInUse(port)) throw new Error(`Port ${port} is already in use: stop the other server first.`);
  const args = [
    "dev",
    "--port",
    String(port),
    "--ip",
    "127.0.0.1",
    "--test-scheduled",
    "--show-interactive-dev-session=false",
  ];
  if (persistTo) args.push("--persist-to", persistTo);
  for (const [name, value] of Object.entries({ ...DEVELOPMENT_VARS, ...vars })) args.push("--var", `${name}:${value}`);
  const child = spawn(bin("wrangler"), args, {
    cwd: root,
    stdio: quiet ? ["ignore", "ignore", "inherit"] : ["ignore", "pipe", "inherit"],
    env: {
      ...process.env,
      NODE_ENV: "test",
      WRANGLER_SEND_METRICS: "false",
      // A registry of its own: wrangler dev watches the machine's shared one and reloads as other
      // wrangler servers (another checkout's tests) come and go, resetting connections mid-request.
      WRANGLER_REGISTRY_PATH: path.join(os.tmpdir(), `wrangler-registry-${port}`),
    },
  });
  if (!quiet) child.stdout.on("data", (chunk) => process.stdout.write(chunk));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`wrangler exited with code ${child.exitCode}`);
    try {
      const response = await fetch(`${url}/favicon.svg`);
      if (response.ok) return { child, url };
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  child.kill();
  throw new Error(`wrangler dev did not answer on ${url} within 90 s`);
}

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
/**
 * The end-to-end journeys' browser: Chromium's headless shell (Debian's chromium-headless-shell,
 * the same engine and version as chromium), which Playwright itself prefers for headless runs. It
 * does a page's work in about 37 % less processor time than the full browser in headless mode
 * (tests/README.md, "Where the time goes"). Lighthouse keeps the full browser.
 */
export const HEADLESS_SHELL_PATH = process.env.HEADLESS_SHELL_PATH ?? "/usr/bin/chromium-headless-shell";

/** A browser from Debian: installed here when missing and we are root, else explained. */
function ensureDebianBrowser(executable, debianPackage, variable) {
  if (existsSync(executable)) return;
  if (process.getuid?.() === 0) {
    run("apt-get", ["update", "-qq"]);
    run("apt-get", ["install", "-y", "-qq", debianPackage], { env: { DEBIAN_FRONTEND: "noninteractive" } });
    return;
  }
  console.error(
    `${debianPackage} is missing at ${executable}. Install it with: sudo apt-get install -y ${debianPackage} (or set ${variable}).`,
  );
  process.exit(1);
}

/** Chromium, for Lighthouse. */
export function ensureChromium() {
  ensureDebianBrowser(CHROMIUM_PATH, "chromium", "CHROMIUM_PATH");
}

/** Chromium's headless shell, for the end-to-end journeys. */
export function ensureHeadlessShell() {
  ensureDebianBrowser(HEADLESS_SHELL_PATH, "chromium-headless-shell", "HEADLESS_SHELL_PATH");
}

/** Java runs the W3C Nu HTML checker (vnu-jar): Debian's default JRE, installed when missing and we are root. */
export function ensureJava() {
  if (spawnSync("java", ["-version"], { stdio: "ignore" }).status === 0) return;
  if (process.getuid?.() === 0) {
    run("apt-get", ["update", "-qq"]);
    run("apt-get", ["install", "-y", "-qq", "default-jre-headless"], { env: { DEBIAN_FRONTEND: "noninteractive" } });
    return;
  }
  console.error(
    "Java is missing (the HTML checker needs it). Install it with: sudo apt-get install -y default-jre-headless.",
  );
  process.exit(1);
}

/**
 * PostgreSQL comes from Debian too (the Supabase SQL is tested against it): installed when
 * missing and we are root, and its cluster started when it is down.
 */
export function ensurePostgres() {
  const root = process.getuid?.() === 0;
  if (!existsSync("/usr/bin/psql") || !existsSync("/usr/bin/pg_lsclusters")) {
    if (!root) {
      console.error(
        "PostgreSQL is missing. Install it with: sudo apt-get install -y postgresql, then sudo pg_ctlcluster 15 main start.",
      );
      process.exit(1);
    }
    run("apt-get", ["update", "-qq"]);
    run("apt-get", ["install", "-y", "-qq", "postgresql"], { env: { DEBIAN_FRONTEND: "noninteractive" } });
  }
  const clusters = spawnSync("pg_lsclusters", ["-h"], { encoding: "utf8" })
    .stdout.trim()
    .split("\n")
    .filter(Boolean)
    .map((line) => line.split(/\s+/));
  if (clusters.some((cluster) => cluster[3] === "online")) return;
  if (clusters.length === 0 || !root) {
    console.error("No PostgreSQL cluster is running. Start one with: sudo pg_ctlcluster 15 main start.");
    process.exit(1);
  }
  run("pg_ctlcluster", [clusters[0][0], clusters[0][1], "start"]);
}
