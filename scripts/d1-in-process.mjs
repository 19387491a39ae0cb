// A D1 database inside this process, for `npm run bench`: SQLite compiled to WebAssembly (sql.js),
// migrated from migrations/, behind the part of D1's API the app uses (prepare, bind, first, all,
// run, batch). wrangler's platform proxy would reach a real local D1, but each of its calls is a
// blocking round trip through a helper thread, and that CPU would be counted as the page's. On
// Workers a D1 query runs outside the Worker, so the CPU SQLite spends here (it runs synchronously
// on this thread) is tallied in `sqliteCpuMs` for the bench to set apart.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import initSqlJs from "sql.js";
import { root } from "./lib.mjs";

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
  const rowsOf = (sql, params) => {
    const start = process.cpuUsage();
    const statement = db.prepare(sql);
    try {
      statement.bind(params);
      const rows = [];
      while (statement.step()) rows.push(statement.getAsObject());
      return rows;
    } finally {
      statement.free();
      const used = process.cpuUsage(start);
      tally.sqliteCpuMs += (used.user + used.system) / 1000;
    }
  };
  const meta = () => ({
    changes: db.getRowsModified(),
    last_row_id: db.exec("SELECT last_insert_rowid()")[0].values[0][0],
  });

  const statement = (sql, params = []) => ({
    // As D1 stores them: undefined as NULL, booleans as 1 and 0.
    bind: (...values) =>
      statement(
        sql,
        values.map((value) => (value === undefined ? null : typeof value === "boolean" ? Number(value) : value)),
      ),
    async all() {
      return { results: rowsOf(sql, params), success: true, meta: meta() };
    },
    async first(column) {
      const [row] = rowsOf(sql, params);
      if (row === undefined) return null;
      return column ? row[column] : row;
    },
    async run() {
      const results = rowsOf(sql, params);
      return { results, success: true, meta: meta() };
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
