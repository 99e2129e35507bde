import { DEPARTMENTS } from "../departments";
import { defineCollection } from "./collection";

/**
 * What the Departments page says about each of the 33 departments (issue 20). The names, their groups and order
 * are `contract/departments.ts` (faculty records and the NMC list use them); one record per department.
 */
export const departmentsCollection = defineCollection({
  name: "departments",
  plural: "departments",
  labels: { one: "department", many: "departments" },
  audit: { entity: "department", label: "Departments" },
  description: "Each teaching department's description on the Departments page",
  fields: {
    name: { type: "choice", label: "Department", choices: DEPARTMENTS, required: true },
    description: { type: "longText", label: "Description", required: true, max: 600, localized: true },
    image: {
      type: "image",
      label: "Illustration",
      hint: "The name of one of the site's images; empty: the department group's illustration",
    },
  },
  titleField: "name",
  listColumns: [],
  searchFields: ["name", "description"],
  orderBy: "name",
  slugField: "name",
  maxRecords: DEPARTMENTS.length,
  access: { read: "public", write: "content:write" },
  publicRoute: () => "/academics/departments",
});
