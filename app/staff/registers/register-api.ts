import type { AddressQuery } from "../use-address-query";
import type { ContentPagination } from "../../../contract/content";
import type { CsvImportResult } from "../../../contract/faculty";
import { apiRequest, apiUpload } from "../api-client";
import type { Register } from "./registers";

/** A record as the list returns it: the declared fields (the public ones for a role that only reads). */
export type RegisterRow = Record<string, unknown> & { _id: string };
export type RegisterAnswer = { data: Record<string, unknown> & { pagination: ContentPagination } };
export type RegisterQuery = AddressQuery;

const keyOf = (register: Register, row: RegisterRow) =>
  encodeURIComponent(register.keyOf ? register.keyOf(row) : row._id);

export function listRegister(register: Register, query: RegisterQuery) {
  return apiRequest<RegisterAnswer>(register.path, {
    query: { ...query },
    fallback: `Failed to load ${register.nouns.many}`,
  });
}

export function saveRegisterRecord(
  register: Register,
  row: RegisterRow | null,
  values: Record<string, unknown>,
) {
  return apiRequest<{ data: RegisterRow }>(row ? `${register.path}/${keyOf(register, row)}` : register.path, {
    method: row ? "PATCH" : "POST",
    json: values,
    fallback: `Failed to save the ${register.nouns.one}`,
  });
}

export function deleteRegisterRecord(register: Register, row: RegisterRow) {
  return apiRequest(`${register.path}/${keyOf(register, row)}`, {
    method: "DELETE",
    fallback: `Failed to delete the ${register.nouns.one}`,
  });
}

export function importRegisterCsv(register: Register, file: File, onProgress: (fraction: number) => void) {
  const form = new FormData();
  form.append("csvFile", file);
  return apiUpload<{ message?: string; data: CsvImportResult }>(
    `${register.path}/import-csv`,
    form,
    onProgress,
    "Failed to import CSV",
  );
}
