// A D1 database inside this process, for `npm run bench`: SQLite compiled to WebAssembly (sql.js),
// migrated from migrations/, behind the part of D1's API the app uses (prepare, bind, first, all,
// run, batch). wrangler's platform proxy would reach a real local D1, but each of its calls is a
// blocking round trip through a helper thread, and that CPU would be counted as the page's. On
// Workers a D1 query runs outside the Worker, so the CPU SQLite spends here (it runs synchronously
// on this thread) is tallied in `sqliteCpuMs` for the bench to set apart.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import initSqlJs from "sql.js";
import { root } from "../lib.mjs";

export async function createInProcessD1() {
  const SQL = await initSqlJs();
  const db = new SQL.Database();
  const migrations = path.join(root, "migrations");
  for (const file of readdirSync(migrations)
    .filter((name) => name.endsWith(".sql"))
    .sort()) {
    db.exec(readFileSync(path.join(migrations, file), "utf8"));
  }

  const tally = { sqliteCpuMs: 0 };
  /** Runs SQLite with its CPU tallied: everything D1 does outside the Worker, its `meta` included. */
  const onD1 = (work) => {
    const start = process.cpuUsage();
    try {
      return work();
    } finally {
      const used = process.cpuUsage(start);
      tally.sqliteCpuMs += (used.user + used.system) / 1000;
    }
  };
  // Each SQL text is compiled once, as D1 keeps its prepared statements: compiling again on every
  // call made garbage in this process that the next page's collection would be charged for.
  const prepared = new Map();
  const rows = (sql, params) => {
    let statement = prepared.get(sql);
    if (!statement) prepared.set(sql, (statement = db.prepare(sql)));
    try {
      statement.bind(params);
      const found = [];
      while (statement.step()) found.push(statement.getAsObject());
      return found;
    } finally {
      statement.reset();
    }
  };
  const rowsOf = (sql, params) => onD1(() => rows(sql, params));
  const withMeta = (sql, params) =>
    onD1(() => ({
      results: rows(sql, params),
      success: true,
      meta: { changes: db.getRowsModified(), last_row_id: rows("SELECT last_insert_rowid() AS id", [])[0].id },
    }));

  const statement = (sql, params = []) => ({
    // As D1 stores them: undefined as NULL, booleans as 1 and 0.
    bind: (...values) =>
      statement(
        sql,
        values.map((value) => (value === undefined ? null : typeof value === "boolean" ? Number(value) : value)),
      ),
    async all() {
      return withMeta(sql, params);
    },
    async first(column) {
      const [row] = rowsOf(sql, params);
      if (row === undefined) return null;
      return column ? row[column] : row;
    },
    async run() {
      return withMeta(sql, params);
    },
  });

  return {
    tally,
    prepare: (sql) => statement(sql),
    /** D1 runs a batch as one transaction; here each statement runs in turn (no failure is expected). */
    async batch(statements) {
      const results = [];
      for (const prepared of statements) results.push(await prepared.run());
      return results;
    },
  };
}

/**
 * The same D1 with `tables` left out: a statement that names one of them reads no rows and writes
 * nothing. A comparison's "off" side (no page counts, no site content of hers) without an option in
 * the site's code.
 */
export function withoutTables(db, tables) {
  const named = tables.map((table) => new RegExp(`\\b${table}\\b`));
  const empty = { results: [], success: true, meta: { changes: 0, last_row_id: 0 } };
  const nothing = { bind: () => nothing, all: async () => empty, first: async () => null, run: async () => empty };
  return {
    tally: db.tally,
    prepare: (sql) => (named.some((name) => name.test(sql)) ? nothing : db.prepare(sql)),
    batch: (statements) => db.batch(statements),
  };
}
