import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";

/** Applies migrations/*.sql to a D1 database, statement by statement. */
export async function migrate(db: D1Database): Promise<void> {
  const dir = path.resolve(process.cwd(), "migrations");
  for (const file of readdirSync(dir)
    .filter((f) => f.endsWith(".sql"))
    .sort()) {
    const sql = readFileSync(path.join(dir, file), "utf8")
      .split("\n")
      .filter((line) => !line.trim().startsWith("--"))
      .join("\n");
    for (const statement of sql
      .split(";")
      .map((s) => s.trim())
      .filter(Boolean)) {
      await db.prepare(statement).run();
    }
  }
}
