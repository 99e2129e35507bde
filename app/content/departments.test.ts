import { describe, expect, it } from "vitest";
import { DEPARTMENT_GROUPS } from "../../contract/departments";
import { departmentGroups } from "./departments";

describe("departments page content", () => {
  it("describes exactly the college's department list, in its groups and order", () => {
    expect(
      departmentGroups.map((group) => ({
        id: group.id,
        departments: group.departments.map((department) => department.title),
      })),
    ).toEqual(DEPARTMENT_GROUPS.map((group) => ({ id: group.id, departments: [...group.departments] })));
  });
});
