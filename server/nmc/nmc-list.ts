import { DEPARTMENTS } from "../../contract/departments";
import { DESIGNATIONS, LEADERSHIP_ROLES } from "../../contract/faculty";
import type { ListRow } from "../../contract/nmc";

const rank = (list: readonly string[], value: string | null) => {
  const index = value ? list.indexOf(value) : -1;
  return index === -1 ? list.length : index;
};

/**
 * The list's order: departments in the college's order (names outside the list after them, then
 * members without a department); within a department the Principal, Dean and Medical Superintendent
 * first, then by designation, senior first, then by name.
 */
export function compareRows(a: ListRow, b: ListRow): number {
  const byDepartment =
    Number(a.department === null) - Number(b.department === null) ||
    rank(DEPARTMENTS, a.department) - rank(DEPARTMENTS, b.department) ||
    (a.department ?? "").localeCompare(b.department ?? "");
  return (
    byDepartment ||
    rank(LEADERSHIP_ROLES, a.leadershipRole) - rank(LEADERSHIP_ROLES, b.leadershipRole) ||
    rank(DESIGNATIONS, a.designation) - rank(DESIGNATIONS, b.designation) ||
    a.name.localeCompare(b.name, "en", { sensitivity: "base" })
  );
}
