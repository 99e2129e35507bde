import { describe, expect, it } from "vitest";
import { EnvError, loadEnv } from "./env";

describe("loadEnv", () => {
  it("applies the documented defaults", () => {
    const env = loadEnv({}, { PUBLIC_URL: "https://college.example.in" });
    expect(env).toMatchObject({ PORT: 3000, DATA_DIR: "./data", SAMPLE_DATA: true });
    expect(env.DATABASE_URL).toBeUndefined();
  });

  it("reads SAMPLE_DATA=false and a PostgreSQL URL", () => {
    const env = loadEnv(
      {},
      {
        SAMPLE_DATA: "false",
        DATABASE_URL: "postgres://app@db:5432/college",
        PORT: "8080",
        NODE_ENV: "development",
      },
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
    expect(
      loadEnv({}, { ADMIN_EMAIL: "a@b.in", ADMIN_PASSWORD: "long enough pass", NODE_ENV: "development" })
        .ADMIN_EMAIL,
    ).toBe("a@b.in");
  });

  // Issue 9 item 1: links must never be built from the request's Host header.
  it("stops a production start without PUBLIC_URL, naming it", () => {
    expect(() => loadEnv({}, { NODE_ENV: "production" })).toThrowError(EnvError);
    expect(() => loadEnv({}, {})).toThrowError(/PUBLIC_URL: must be set in production/);
    expect(loadEnv({}, { PUBLIC_URL: "https://college.example.in/" }).PUBLIC_URL).toBe(
      "https://college.example.in",
    );
    expect(() => loadEnv({}, { PUBLIC_URL: "ftp://college.example.in" })).toThrowError(
      /PUBLIC_URL: must be a URL/,
    );
  });

  it("defaults PUBLIC_URL to the local address outside production", () => {
    expect(loadEnv({}, { NODE_ENV: "development", PORT: "5150" }).PUBLIC_URL).toBe("http://localhost:5150");
    expect(loadEnv({}, { NODE_ENV: "test" }).PUBLIC_URL).toBe("http://localhost:3000");
  });

  it("reads TRUST_PROXY as a hop count or a list of addresses (issue 9 item 9)", () => {
    const base = { NODE_ENV: "development" };
    expect(loadEnv({}, base).TRUST_PROXY).toBeUndefined();
    expect(loadEnv({}, { ...base, TRUST_PROXY: "2" }).TRUST_PROXY).toBe(2);
    expect(loadEnv({}, { ...base, TRUST_PROXY: "10.0.0.1, 192.168.0.0/16,loopback" }).TRUST_PROXY).toEqual([
      "10.0.0.1",
      "192.168.0.0/16",
      "loopback",
    ]);
    expect(() => loadEnv({}, { ...base, TRUST_PROXY: "my proxy" })).toThrowError(
      /TRUST_PROXY: must be a number/,
    );
  });
});
