import { doublePrecision, integer, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";

const count = (name: string) => integer(name).notNull();

/** The teaching hospital's clinical material, one row per month (issue 21). Fields: `contract/clinical-material.ts`. */
export const clinicalMaterial = pgTable("clinical_material", {
  id: uuid("id").primaryKey().defaultRandom(),
  /** YYYY-MM; one record per month. */
  month: text("month").notNull().unique(),
  opdNew: count("opd_new"),
  opdOld: count("opd_old"),
  ipdAdmissions: count("ipd_admissions"),
  bedOccupancyPercent: doublePrecision("bed_occupancy_percent").notNull(),
  emergencyCases: count("emergency_cases"),
  majorOperations: count("major_operations"),
  minorOperations: count("minor_operations"),
  deliveriesNormal: count("deliveries_normal"),
  deliveriesCaesarean: count("deliveries_caesarean"),
  labInvestigations: count("lab_investigations"),
  radiologyXray: count("radiology_xray"),
  radiologyCt: count("radiology_ct"),
  radiologyMri: count("radiology_mri"),
  radiologyUsg: count("radiology_usg"),
  births: count("births"),
  deaths: count("deaths"),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});
