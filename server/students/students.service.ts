import { and, asc, eq, inArray, sql } from "drizzle-orm";
import {
  CATEGORIES,
  courseLevel,
  QUOTAS,
  students as studentSchemas,
  studentInput,
  type Category,
  type Quota,
  type Student,
  type StudentValues,
} from "../../contract/students";
import type { Actor } from "../actor";
import type { Db } from "../db/client";
import { createRegister } from "../lib/record-register";
import type { Services } from "../module";
import { students } from "./students.schema";

const STUDENT_CSV = {
  columns: studentSchemas.csvColumns,
  headerAliases: {
    "neet air": "NEET Rank",
    air: "NEET Rank",
    "date of admission": "Admitted On",
    pwd: "PwD",
  },
  schema: studentInput,
  rowsName: "student rows",
  keyOf: (values: StudentValues) => ({
    key: `${values.batch}|${values.course}|${values.neetRank}`,
    column: "NEET Rank",
    label: `NEET rank ${values.neetRank} (${values.course}, ${values.batch})`,
  }),
};

/** The students of one admission year and level, merit-wise, with counts by category and quota. */
export interface AdmissionsOfYear {
  batch: string;
  level: "UG" | "PG";
  students: Student[];
  byCategory: Record<Category, number>;
  byQuota: Record<Quota, number>;
  pwd: number;
}

const zeroes = <K extends string>(keys: readonly K[]) =>
  Object.fromEntries(keys.map((key) => [key, 0])) as Record<K, number>;

export function createStudentsService(db: Db, services: Pick<Services, "audit">) {
  const register = createRegister<StudentValues>(db, services, {
    table: students,
    entity: "student",
    noun: "Student",
    input: studentInput,
    fields: studentSchemas.names,
    publicFields: studentSchemas.publicNames,
    searchColumns: [students.name],
    filters: {
      batch: students.batch,
      course: students.course,
      quota: students.quota,
      category: students.category,
      status: students.status,
    },
    staffFilters: ["status"],
    // Merit order: the latest batch first, then by course and NEET rank.
    order: [sql`${students.batch} desc`, asc(students.course), asc(students.neetRank), asc(students.id)],
    duplicate: (values) => {
      const message = `A student of ${values.course}, ${values.batch} already has NEET rank ${values.neetRank}`;
      return { message, errors: [{ field: "neetRank", message }] };
    },
    importTarget: [students.batch, students.course, students.neetRank],
  });

  return {
    ...register,
    async list(query: Parameters<typeof register.list>[0], which: "public" | "staff") {
      const { rows, pagination } = await register.list(query, which);
      return { students: rows, pagination };
    },
    importCsv: (actor: Actor, file: Blob & { name?: string }) =>
      register.importFrom(actor, file, STUDENT_CSV),

    /** MSR B.1.11 (d): each batch's UG or PG admissions ordered by NEET rank, with counts per category and quota. */
    async admissions(batches: string[]): Promise<AdmissionsOfYear[]> {
      const rows = (await register.all(inArray(students.batch, batches), [
        asc(students.neetRank),
        asc(students.name),
      ])) as Student[];
      return batches.flatMap((batch) =>
        (["UG", "PG"] as const).map((level) => {
          const admitted = rows.filter((row) => row.batch === batch && courseLevel(row.course) === level);
          const byCategory = zeroes(CATEGORIES);
          const byQuota = zeroes(QUOTAS);
          for (const row of admitted) {
            byCategory[row.category] += 1;
            byQuota[row.quota] += 1;
          }
          return {
            batch,
            level,
            students: admitted,
            byCategory,
            byQuota,
            pwd: admitted.filter((row) => row.pwd).length,
          };
        }),
      );
    },

    /** Students on the rolls now (the dashboard's Total Students). */
    async countStudying(): Promise<number> {
      const [row] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(students)
        .where(and(eq(students.status, "studying")));
      return row?.n ?? 0;
    },
  };
}

export type StudentsService = ReturnType<typeof createStudentsService>;
