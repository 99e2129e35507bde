import { defineConfig } from "drizzle-kit";

// Used only to generate migrations from each domain's server/<domain>/<domain>.schema.ts; the app applies them itself at start-up.
export default defineConfig({
  dialect: "postgresql",
  schema: "./server/*/*.schema.ts",
  out: "./server/db/migrations",
});
