-- The PostgreSQL rate-limit store's table (server/lib/rate-limiter.ts), made by the migrations (the owner
-- role) rather than by the app at run time, so the app can run under a role that may not create tables.
-- Existing installs made it at run time already; on the embedded database it stays empty (memory store).
CREATE TABLE IF NOT EXISTS "rate_limits" (key varchar(255) PRIMARY KEY, points integer NOT NULL DEFAULT 0, expire bigint);
