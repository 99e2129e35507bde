import { defineConfig } from "drizzle-kit";

// Used only to generate migrations from server/db/schema.ts; the app applies them itself at start-up.
export default defineConfig({
  dialect: "postgresql",
  schema: [
    "./server/db/schema.ts",
    "./server/nmc/nmc.schema.ts",
    "./server/notices/notices.schema.ts",
    "./server/popup/popup.schema.ts",
  ],
  out: "./server/db/migrations",
});
