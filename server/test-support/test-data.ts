import { sql, type SQL } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import type { Db } from "../db/client";
import { faculty } from "../faculty/faculty.schema";

let sequence = 0;

/** A short suffix no other call in this test run returns, for names and numbers that must not collide. */
export const unique = () => `${Date.now().toString(36)}${(sequence++).toString(36)}`;

/** How many rows of `table` match `where`: tests check what was stored, or that nothing was. */
export async function countRows(db: Db, table: PgTable, where: SQL | undefined): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(table)
    .where(where);
  return row!.n;
}

/** A faculty record (a professor) of `department`, as the OPD timetable and appointment tests need doctors. */
export async function insertDoctor(db: Db, department: string, name = `Dr. ${unique()}`) {
  const [row] = await db
    .insert(faculty)
    .values({
      name,
      designation: "Professor",
      qualification: "MBBS, MD",
      regNo: `DOC-${unique()}`,
      department,
    })
    .returning();
  return row!;
}
