import { asc, desc, gte } from "drizzle-orm";
import {
  examResults as schemas,
  passPercentOf,
  type ExamResult,
  type ExamResultValues,
} from "../../contract/exam-results";
import type { Actor } from "../actor";
import type { Db } from "../db/client";
import { invalid } from "../errors";
import { createRegister } from "../lib/record-register";
import type { Services } from "../module";
import { examResults } from "./exam-results.schema";

const DOCUMENT_MESSAGE = "documentId must be a published document (Documents)";

export function createExamResultsService(db: Db, services: Pick<Services, "audit" | "documents">) {
  const register = createRegister<ExamResultValues>(db, services, {
    table: examResults,
    entity: "exam-result",
    noun: "Examination result",
    input: schemas.input,
    fields: schemas.names,
    publicFields: schemas.publicNames,
    searchColumns: [examResults.exam],
    filters: { from: (month: string) => gte(examResults.held, month) },
    order: [desc(examResults.held), asc(examResults.exam), asc(examResults.id)],
    duplicate: () => ({ message: "This examination result already exists", errors: [] }),
    derive: (row) => ({ passPercent: passPercentOf(row.appeared as number, row.passed as number) }),
  });

  /** A linked document must exist and be published: the public page links to it. */
  async function checkDocument(documentId: string | null | undefined) {
    if (documentId && !(await services.documents.isPublished(documentId)))
      throw invalid(DOCUMENT_MESSAGE, [{ field: "documentId", message: DOCUMENT_MESSAGE }]);
  }

  return {
    ...register,
    async list(query: Parameters<typeof register.list>[0], which: "public" | "staff") {
      const { rows, pagination } = await register.list(query, which);
      return { results: rows, pagination };
    },
    async create(actor: Actor, values: ExamResultValues) {
      await checkDocument(values.documentId);
      return register.create(actor, values);
    },
    async update(actor: Actor, key: string, patch: Partial<ExamResultValues>) {
      await checkDocument(patch.documentId);
      return register.update(actor, key, patch);
    },
    /** The examinations held from `from` (YYYY-MM) on, latest first (MSR B.1.11 item (i)). */
    async since(from: string): Promise<ExamResult[]> {
      return (await register.all(gte(examResults.held, from))) as ExamResult[];
    },
  };
}

export type ExamResultsService = ReturnType<typeof createExamResultsService>;
