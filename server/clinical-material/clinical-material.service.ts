import { and, desc, gte, lte } from "drizzle-orm";
import {
  clinicalMaterial as schemas,
  type ClinicalMonth,
  type ClinicalMonthValues,
} from "../../contract/clinical-material";
import { isMonth } from "../../contract/nmc";
import type { Db } from "../db/client";
import { createRegister } from "../lib/record-register";
import type { Services } from "../module";
import { clinicalMaterial } from "./clinical-material.schema";

export function createClinicalMaterialService(db: Db, services: Pick<Services, "audit">) {
  const register = createRegister<ClinicalMonthValues>(db, services, {
    table: clinicalMaterial,
    entity: "clinical-material",
    noun: "Clinical material for this month",
    input: schemas.input,
    fields: schemas.names,
    publicFields: schemas.publicNames,
    searchColumns: [clinicalMaterial.month],
    filters: {
      from: (month: string) => gte(clinicalMaterial.month, month),
      to: (month: string) => lte(clinicalMaterial.month, month),
    },
    order: [desc(clinicalMaterial.month)],
    key: { column: clinicalMaterial.month, accepts: isMonth },
    duplicate: (values) => {
      const message = `The clinical material for ${values.month} is already entered: edit that month instead`;
      return { message, errors: [{ field: "month", message }] };
    },
  });
  return {
    ...register,
    async list(query: Parameters<typeof register.list>[0], which: "public" | "staff") {
      const { rows, pagination } = await register.list(query, which);
      return { months: rows, pagination };
    },
    /** The months from `from` to `to` (YYYY-MM, inclusive), oldest first. */
    async between(from: string, to: string): Promise<ClinicalMonth[]> {
      const rows = await register.all(
        and(gte(clinicalMaterial.month, from), lte(clinicalMaterial.month, to)),
      );
      return (rows as ClinicalMonth[]).reverse();
    },
  };
}

export type ClinicalMaterialService = ReturnType<typeof createClinicalMaterialService>;
