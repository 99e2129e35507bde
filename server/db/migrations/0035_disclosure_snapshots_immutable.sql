-- A published month of "Information under MSR Clause B.1.11" is never changed or deleted (the Commission:
-- information once published "will not be modified or deleted… can be updated"): a correction is a new
-- revision. The database refuses it, whatever the caller.
CREATE OR REPLACE FUNCTION disclosure_snapshot_immutable() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'A published MSR B.1.11 disclosure cannot be changed or deleted (% on %): publish a revision instead', TG_OP, TG_TABLE_NAME
    USING ERRCODE = 'integrity_constraint_violation';
END;
$$;
--> statement-breakpoint
CREATE TRIGGER disclosure_publications_immutable BEFORE UPDATE OR DELETE ON disclosure_publications
  FOR EACH ROW EXECUTE FUNCTION disclosure_snapshot_immutable();
--> statement-breakpoint
CREATE TRIGGER disclosure_publications_no_truncate BEFORE TRUNCATE ON disclosure_publications
  FOR EACH STATEMENT EXECUTE FUNCTION disclosure_snapshot_immutable();
