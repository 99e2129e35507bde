-- Invitations still pending for an account whose password was reset or changed after they were sent
-- would let their link replace that password (issue 19, finding 7): void them. From now on a reset or
-- change voids pending invitations as it happens.
UPDATE "invitations" AS i
SET "used_at" = now()
WHERE i."used_at" IS NULL
  AND EXISTS (
    SELECT 1 FROM "password_resets" AS r
    WHERE r."user_id" = i."user_id" AND r."used_at" IS NOT NULL AND r."used_at" > i."created_at"
  );
