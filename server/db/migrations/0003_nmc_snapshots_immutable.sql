-- Published NMC faculty lists are never changed or deleted (the Commission: information once published is
-- only updated, by a new revision). The database refuses it, whatever the caller.
CREATE OR REPLACE FUNCTION nmc_snapshot_immutable() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'A published NMC faculty list cannot be changed or deleted (% on %): publish a revision instead', TG_OP, TG_TABLE_NAME
    USING ERRCODE = 'integrity_constraint_violation';
END;
$$;
--> statement-breakpoint
CREATE TRIGGER nmc_faculty_lists_immutable BEFORE UPDATE OR DELETE ON nmc_faculty_lists
  FOR EACH ROW EXECUTE FUNCTION nmc_snapshot_immutable();
--> statement-breakpoint
CREATE TRIGGER nmc_faculty_lists_no_truncate BEFORE TRUNCATE ON nmc_faculty_lists
  FOR EACH STATEMENT EXECUTE FUNCTION nmc_snapshot_immutable();
--> statement-breakpoint
CREATE TRIGGER nmc_faculty_list_rows_immutable BEFORE UPDATE OR DELETE ON nmc_faculty_list_rows
  FOR EACH ROW EXECUTE FUNCTION nmc_snapshot_immutable();
--> statement-breakpoint
CREATE TRIGGER nmc_faculty_list_rows_no_truncate BEFORE TRUNCATE ON nmc_faculty_list_rows
  FOR EACH STATEMENT EXECUTE FUNCTION nmc_snapshot_immutable();
--> statement-breakpoint
-- Faculty records take the NMC's designations, the college's department names and the councils' names
-- (contract/faculty.ts and contract/departments.ts list them, with the same aliases for imports).
-- The Principal and the Medical Superintendent were stored as designations: they are posts held by professors.
UPDATE faculty SET leadership_role = designation, designation = 'Professor'
  WHERE designation IN ('Principal', 'Dean', 'Medical Superintendent');
--> statement-breakpoint
UPDATE faculty SET designation = CASE designation
    WHEN 'Professor & Head' THEN 'Professor'
    WHEN 'Professor and Head' THEN 'Professor'
    WHEN 'Lecturer' THEN 'Assistant Professor'
    WHEN 'Tutor' THEN 'Tutor/Demonstrator'
    WHEN 'Demonstrator' THEN 'Tutor/Demonstrator'
    ELSE designation END
  WHERE designation IN ('Professor & Head', 'Professor and Head', 'Lecturer', 'Tutor', 'Demonstrator');
--> statement-breakpoint
UPDATE faculty SET department = CASE department
    WHEN 'Internal Medicine' THEN 'General Medicine'
    WHEN 'Pediatrics' THEN 'Paediatrics'
    WHEN 'Obstetrics & Gynecology' THEN 'Obstetrics & Gynaecology'
    WHEN 'Orthopedics' THEN 'Orthopaedics'
    WHEN 'Radiology' THEN 'Radio-Diagnosis'
    WHEN 'Anesthesiology' THEN 'Anaesthesiology'
    WHEN 'Dermatology' THEN 'Dermatology, Venereology & Leprosy'
    WHEN 'ENT' THEN 'Otorhinolaryngology (ENT)'
    ELSE department END
  WHERE department IN ('Internal Medicine', 'Pediatrics', 'Obstetrics & Gynecology', 'Orthopedics', 'Radiology',
    'Anesthesiology', 'Dermatology', 'ENT');
--> statement-breakpoint
UPDATE faculty SET medical_council = 'National Medical Commission (IMR)'
  WHERE medical_council = 'Medical Council of India';
