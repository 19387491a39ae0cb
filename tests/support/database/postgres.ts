import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";

/**
 * Debian's PostgreSQL server for testing supabase/migrations. Started here when it is installed
 * but stopped (npm test installs it; see scripts/lib.mjs). Statements run through psql as the
 * postgres superuser over the local socket: the cluster's own psql binary, not Debian's
 * `/usr/bin/psql`, a Perl wrapper that spent 55 of each call's 76 ms of processor time choosing it
 * (about 470 calls a run).
 */

const isRoot = process.getuid?.() === 0;

function run(command: string, args: string[], input?: string) {
  // From "/": psql runs as the postgres user, who may not enter the clone's (private) directory.
  return spawnSync(command, args, { input, encoding: "utf8", cwd: "/" });
}

/** pg_lsclusters' rows: version, name, port, status, ... */
const clusters = () =>
  run("pg_lsclusters", ["-h"])
    .stdout.trim()
    .split("\n")
    .filter(Boolean)
    .map((line) => line.split(/\s+/));
const isOnlineRow = (row: string[]) => row[3] === "online";
const isOnline = (found: string[][]) => found.some(isOnlineRow);

/** Makes sure a cluster is online; throws a message that says how to get one. */
export function ensurePostgresRunning(): void {
  if (!existsSync("/usr/bin/psql") || !existsSync("/usr/bin/pg_lsclusters")) {
    throw new Error(
      "PostgreSQL is not installed: run `sudo apt-get install -y postgresql` (npm test does this when run as root).",
    );
  }
  const found = clusters();
  if (found.length === 0) throw new Error("PostgreSQL has no cluster: run `sudo pg_createcluster 15 main --start`.");
  if (isOnline(found)) return;
  const [version, name] = found[0];
  if (!isRoot)
    throw new Error(
      `The PostgreSQL cluster ${version}/${name} is down: run \`sudo pg_ctlcluster ${version} ${name} start\`.`,
    );
  const started = run("pg_ctlcluster", [version, name, "start"]);
  if (started.status === 0) return;
  // Test files run in parallel: another one may be starting the same cluster at this moment.
  const deadline = Date.now() + 15_000;
  while (Date.now() < deadline) {
    if (isOnline(clusters())) return;
    spawnSync("sleep", ["0.2"]);
  }
  throw new Error(`Could not start PostgreSQL ${version}/${name}: ${started.stderr}`);
}

export interface PsqlResult {
  ok: boolean;
  stdout: string;
  stderr: string;
}

let onlineCluster: { psql: string; port: string } | undefined;

/** The online cluster's psql binary and port, as Debian's wrapper would choose them. */
function cluster(): { psql: string; port: string } {
  if (onlineCluster) return onlineCluster;
  const [version, , port] = clusters().find(isOnlineRow) ?? [];
  if (!version) throw new Error("No PostgreSQL cluster is online: call ensurePostgresRunning() first.");
  onlineCluster = { psql: `/usr/lib/postgresql/${version}/bin/psql`, port };
  return onlineCluster;
}

/** Runs SQL in one session (so SET ROLE holds for what follows), stopping at the first error. */
export function psql(database: string, sql: string): PsqlResult {
  const { psql: binary, port } = cluster();
  const args = ["-X", "-q", "-At", "-v", "ON_ERROR_STOP=1", "-p", port, "-d", database];
  const result = isRoot
    ? run("runuser", ["-u", "postgres", "--", binary, ...args], sql)
    : run(binary, ["-U", "postgres", ...args], sql);
  return { ok: result.status === 0, stdout: result.stdout.trim(), stderr: result.stderr.trim() };
}

/** Like psql, but throws when the SQL fails. */
export function psqlOk(database: string, sql: string): string {
  const result = psql(database, sql);
  if (!result.ok) throw new Error(`psql failed: ${result.stderr}\n--- SQL ---\n${sql}`);
  return result.stdout;
}
