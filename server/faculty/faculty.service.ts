import type { Db } from "../db/client";
import type { Storage } from "../storage/local-storage";

// Placeholder until the faculty domain lands (being built in parallel).
export function createFacultyService(_db: Db, _storage: Storage) {
  return {};
}
export type FacultyService = ReturnType<typeof createFacultyService>;
