import { readFile } from "node:fs/promises";
import path from "node:path";

/** A migration file's SQL statements, for tests that run one migration on data shaped as it was before. */
export const migrationStatements = async (file: string) =>
  (await readFile(path.resolve("server/db/migrations", file), "utf8"))
    .split("--> statement-breakpoint")
    .map((statement) => statement.replace(/^\s*--.*$/gm, "").trim())
    .filter(Boolean);
