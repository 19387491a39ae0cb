import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";

/**
 * Applies migrations/*.sql to a D1 database in order, in one batch: one round trip to workerd
 * instead of one a statement (about 400 ms less for each test app), and all or nothing.
 */
export async function migrate(db: D1Database): Promise<void> {
  const dir = path.resolve(process.cwd(), "migrations");
  const statements = readdirSync(dir)
    .filter((f) => f.endsWith(".sql"))
    .sort()
    .flatMap((file) =>
      readFileSync(path.join(dir, file), "utf8")
        .split("\n")
        .filter((line) => !line.trim().startsWith("--"))
        .join("\n")
        .split(";")
        .map((s) => s.trim())
        .filter(Boolean),
    );
  await db.batch(statements.map((statement) => db.prepare(statement)));
}
