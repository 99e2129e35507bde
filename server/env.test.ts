import { describe, expect, it } from "vitest";
import { EnvError, loadEnv } from "./env";

describe("loadEnv", () => {
  it("applies the documented defaults", () => {
    const env = loadEnv({}, {});
    expect(env).toMatchObject({ PORT: 3000, DATA_DIR: "./data", SAMPLE_DATA: true });
    expect(env.DATABASE_URL).toBeUndefined();
  });

  it("reads SAMPLE_DATA=false and a PostgreSQL URL", () => {
    const env = loadEnv(
      {},
      { SAMPLE_DATA: "false", DATABASE_URL: "postgres://app@db:5432/college", PORT: "8080" },
    );
    expect(env).toMatchObject({
      SAMPLE_DATA: false,
      DATABASE_URL: "postgres://app@db:5432/college",
      PORT: 8080,
    });
  });

  it("names every bad value in one clear message", () => {
    expect(() =>
      loadEnv({}, { PORT: "eighty", DATABASE_URL: "mysql://x", SAMPLE_DATA: "maybe" }),
    ).toThrowError(EnvError);
    try {
      loadEnv({}, { PORT: "eighty", DATABASE_URL: "mysql://x", SAMPLE_DATA: "maybe" });
    } catch (error) {
      const message = (error as Error).message;
      expect(message).toContain("PORT: must be a number");
      expect(message).toContain("DATABASE_URL: must be a postgres:// or postgresql:// URL");
      expect(message).toContain("SAMPLE_DATA: must be true or false");
    }
  });

  it("requires ADMIN_EMAIL and ADMIN_PASSWORD together", () => {
    expect(() => loadEnv({}, { ADMIN_EMAIL: "a@b.in" })).toThrowError(/must be set together/);
    expect(loadEnv({}, { ADMIN_EMAIL: "a@b.in", ADMIN_PASSWORD: "long enough pass" }).ADMIN_EMAIL).toBe(
      "a@b.in",
    );
  });
});
