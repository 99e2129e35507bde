import { asc } from "drizzle-orm";
import {
  nonTeachingStaff as staffSchemas,
  type PublicStaffMember,
  type StaffMember,
  type StaffMemberValues,
} from "../../contract/non-teaching-staff";
import type { Db } from "../db/client";
import { createRegister } from "../lib/record-register";
import type { Services } from "../module";
import { nonTeachingStaff } from "./non-teaching-staff.schema";

export function createNonTeachingStaffService(db: Db, services: Pick<Services, "audit">) {
  const register = createRegister<StaffMemberValues>(db, services, {
    table: nonTeachingStaff,
    entity: "non-teaching-staff",
    noun: "Staff member",
    input: staffSchemas.input,
    fields: staffSchemas.names,
    publicFields: staffSchemas.publicNames,
    searchColumns: [nonTeachingStaff.name, nonTeachingStaff.designation, nonTeachingStaff.qualification],
    filters: { section: nonTeachingStaff.section },
    order: [asc(nonTeachingStaff.section), asc(nonTeachingStaff.name), asc(nonTeachingStaff.id)],
    // No unique key besides the id.
    duplicate: () => ({ message: "This staff member already exists", errors: [] }),
  });
  return {
    ...register,
    async list(query: Parameters<typeof register.list>[0], which: "public" | "staff") {
      const { rows, pagination } = await register.list(query, which);
      return { staff: rows, pagination };
    },
    /** Everyone, by section and name, with the public fields (the public page and MSR B.1.11 item (b)). */
    async directory(): Promise<PublicStaffMember[]> {
      const rows = (await register.all()) as StaffMember[];
      return rows.map(({ joiningDate: _joined, email: _email, phone: _phone, ...member }) => member);
    },
  };
}

export type NonTeachingStaffService = ReturnType<typeof createNonTeachingStaffService>;
