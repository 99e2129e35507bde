import type { Register } from "./registers";

export const REGISTER_PAGE_SIZE = 20;

/** A register list's (or another filtered list's) defaults: the first page, no search, every filter open. */
export const registerQuery = (register: Pick<Register, "filters">) => ({
  page: 1,
  limit: REGISTER_PAGE_SIZE,
  ...Object.fromEntries(register.filters.map((name) => [name, ""])),
});
