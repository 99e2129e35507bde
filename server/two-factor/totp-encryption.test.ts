// Issue 19, finding 5 (the TOTP part): authenticator secrets are encrypted at rest with a key kept apart from
// the database (TOTP_ENCRYPTION_KEY, or DATA_DIR/totp.key made on first start), so a copied database or
// backup does not give away second factors.
import { randomBytes, randomUUID } from "node:crypto";
import { execFile, execFileSync } from "node:child_process";
import { promisify } from "node:util";
import { mkdtemp, readFile, rm, stat, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { createApp } from "../app";
import { auditLog } from "../audit/audit.schema";
import { boot } from "../boot";
import { createBackup } from "../backup/backup";
import { EnvError, loadEnv } from "../env";
import { sealSecret } from "../lib/secret-box";
import type { Services } from "../services";
import { createTestApp, TEST_PASSWORD } from "../test-support/test-app";
import { newTotpSecret, totpCode, totpStep } from "./totp";
import { securitySettings, twoFactorCredentials } from "./two-factor.schema";
import { WRONG_KEY_MESSAGE } from "./two-factor.service";

const run = promisify(execFile);
const parent = await mkdtemp(path.join(tmpdir(), "college-totp-key-"));
const previousUmask = process.umask(0o022);
afterAll(async () => {
  process.umask(previousUmask);
  await rm(parent, { recursive: true, force: true });
});

const dataDir = path.join(parent, "data");
const keyFile = path.join(dataDir, "totp.key");
const envOf = (settings: Record<string, string | undefined> = {}) =>
  loadEnv(
    {
      DATA_DIR: dataDir,
      DATABASE_URL: undefined,
      PUBLIC_URL: "http://127.0.0.1:1",
      ADMIN_EMAIL: "admin@totp-key.test",
      ADMIN_PASSWORD: "totp key admin password",
      SAMPLE_DATA: "false",
      LOG_LEVEL: "silent",
      ...settings,
    },
    {},
  );

function client(services: Services) {
  const app = createApp({ services });
  return (url: string, body: unknown, token?: string) =>
    app.request(
      `http://localhost${url}`,
      {
        method: "POST",
        headers: {
          "Content-Type": "application/json",
          ...(token ? { Authorization: `Bearer ${token}` } : {}),
        },
        body: JSON.stringify(body),
      },
      { incoming: { socket: { remoteAddress: `2001:db8::${randomUUID().slice(0, 4)}` } } },
    );
}

async function signInWithCode(services: Services, email: string, secret: string) {
  const post = client(services);
  const login = await post("/api/login", { email, password: TEST_PASSWORD });
  expect(login.status).toBe(200);
  const { ticket } = (await login.json()).data;
  expect(ticket).toEqual(expect.any(String));
  return post("/api/login/2fa", { ticket, code: totpCode(secret, totpStep(Date.now()) + 1) });
}

const storedSecret = async (services: Services, userId: string) =>
  (
    await services.database.db
      .select({ secret: twoFactorCredentials.secret })
      .from(twoFactorCredentials)
      .where(eq(twoFactorCredentials.userId, userId))
  )[0]?.secret;

describe("finding 5: authenticator secrets encrypted at rest", () => {
  it("keeps the key in DATA_DIR/totp.key (0600), stores no clear secret, signs in after a restart, encrypts old clear secrets, refuses a wrong or missing key", async () => {
    // First start: the key file is made, the owner's alone.
    let { services } = await boot(envOf());
    const key = await readFile(keyFile, "utf8");
    expect(Buffer.from(key.trim(), "base64")).toHaveLength(32);
    expect(((await stat(keyFile)).mode & 0o777).toString(8)).toBe("600");

    // An account enrols through the API: the database holds no clear base32 secret.
    const email = `totp-${randomUUID().slice(0, 8)}@example.edu.in`;
    const user = await services.users.create({
      name: "Key Test",
      email,
      password: TEST_PASSWORD,
      role: "editor",
    });
    const post = client(services);
    const token = (await (await post("/api/login", { email, password: TEST_PASSWORD })).json()).data.token;
    const setup = (await (await post("/api/me/2fa/setup", {}, token)).json()).data;
    const secret = setup.secret as string;
    expect(
      (await post("/api/me/2fa/enable", { code: totpCode(secret, totpStep(Date.now())) }, token)).status,
    ).toBe(200);
    const stored = await storedSecret(services, user.id);
    expect(stored).toMatch(/^v1:[\w-]+:[\w-]+:[\w-]+$/);
    expect(stored).not.toContain(secret);

    // An account enrolled before encryption: its secret is in clear, and the database names no key yet.
    const oldEmail = `old-${randomUUID().slice(0, 8)}@example.edu.in`;
    const oldUser = await services.users.create({
      name: "Old",
      email: oldEmail,
      password: TEST_PASSWORD,
      role: "editor",
    });
    const oldSecret = newTotpSecret();
    await services.database.db
      .insert(twoFactorCredentials)
      .values({ userId: oldUser.id, secret: oldSecret, enabledAt: new Date() });
    await services.database.db.update(securitySettings).set({ totpKeyCheck: null });

    // The backup holds neither the key nor a clear secret of an encrypted account.
    const { file } = await createBackup({
      database: services.database,
      storage: services.storage,
      dir: path.join(parent, "backups"),
    });
    const listing = execFileSync("tar", ["-tzf", file], { encoding: "utf8" });
    expect(listing).not.toContain("totp.key");
    const contents = execFileSync("tar", ["-xzOf", file], { encoding: "utf8", maxBuffer: 256 * 1024 * 1024 });
    expect(contents).not.toContain(key.trim());
    expect(contents).not.toContain(secret);
    await services.database.close();

    // Restart with the same key file: the old clear secret is encrypted, both accounts sign in with codes.
    ({ services } = await boot(envOf()));
    try {
      const migrated = await storedSecret(services, oldUser.id);
      expect(migrated).toMatch(/^v1:/);
      expect(migrated).not.toContain(oldSecret);
      // Once only: a second pass (another instance starting) finds nothing to do.
      expect(await services.twoFactor.prepareSecrets()).toEqual({ encrypted: 0 });
      expect(await storedSecret(services, oldUser.id)).toBe(migrated);
      expect((await signInWithCode(services, email, secret)).status).toBe(200);
      expect((await signInWithCode(services, oldEmail, oldSecret)).status).toBe(200);
    } finally {
      await services.database.close();
    }

    // Another key in the setting, or a lost key file (a new one is made): start-up stops, saying why.
    const otherKey = randomBytes(32).toString("base64");
    await expect(boot(envOf({ TOTP_ENCRYPTION_KEY: otherKey }))).rejects.toThrow(WRONG_KEY_MESSAGE);
    await rm(keyFile);
    await expect(boot(envOf())).rejects.toThrow(WRONG_KEY_MESSAGE);
    expect(WRONG_KEY_MESSAGE).toMatch(/TOTP_ENCRYPTION_KEY.*docs\/deploy\.md/);
    // A key file that is not a key: its name and what to do.
    await writeFile(keyFile, "not a key\n");
    await expect(boot(envOf())).rejects.toThrow(/totp\.key is not a two-factor key/);

    // The right key in the setting starts again (instances share one key through it).
    ({ services } = await boot(envOf({ TOTP_ENCRYPTION_KEY: key.trim() })));
    try {
      // The code of this time step was used above (no replay): forget it, to sign in again within the step.
      await services.database.db.update(twoFactorCredentials).set({ lastStep: null });
      expect((await signInWithCode(services, oldEmail, oldSecret)).status).toBe(200);
    } finally {
      await services.database.close();
    }

    // The key is lost for good: the operator's reset turns two-factor off for everyone, the next start
    // makes and records a new key, and accounts sign in with the password to enrol again.
    await rm(keyFile);
    const reset = await run("npm", ["run", "--silent", "two-factor:reset", "--", "--yes"], {
      env: { PATH: process.env.PATH ?? "", HOME: process.env.HOME ?? tmpdir(), DATA_DIR: dataDir },
    });
    expect(reset.stdout).toContain("Two-factor sign-in is off for 2 account(s)");
    ({ services } = await boot(envOf()));
    try {
      expect(await readFile(keyFile, "utf8")).not.toBe(key);
      const login = await client(services)("/api/login", { email: oldEmail, password: TEST_PASSWORD });
      expect(login.status).toBe(200);
      expect((await login.json()).data.token).toEqual(expect.any(String));
      const entries = await services.database.db
        .select()
        .from(auditLog)
        .where(eq(auditLog.action, "auth.2fa-reset-all"));
      expect(entries).toHaveLength(1);
    } finally {
      await services.database.close();
    }
    // With no secret stored (e.g. an archive restored on a new install), another key is simply adopted.
    await rm(keyFile);
    ({ services } = await boot(envOf()));
    await services.database.close();
  }, 300_000);

  it("refuses a TOTP_ENCRYPTION_KEY that is not 32 bytes of base64, without repeating it", () => {
    for (const bad of ["short", randomBytes(16).toString("base64"), `${randomBytes(32).toString("hex")}`]) {
      let error: unknown;
      try {
        envOf({ TOTP_ENCRYPTION_KEY: bad });
      } catch (caught) {
        error = caught;
      }
      expect(error).toBeInstanceOf(EnvError);
      expect((error as Error).message).toContain("TOTP_ENCRYPTION_KEY: must be 32 random bytes in base64");
      expect((error as Error).message).not.toContain(bad);
    }
  });

  it("answers a clear 503 at sign-in when the key does not open a secret, and logs no secret", async () => {
    const t = await createTestApp();
    try {
      const email = `wrong-${randomUUID().slice(0, 8)}@example.edu.in`;
      const token = await t.signIn(email, "editor");
      const { secret } = (await (await t.json("POST", "/api/me/2fa/setup", undefined, token)).json()).data;
      await t.json("POST", "/api/me/2fa/enable", { code: totpCode(secret, totpStep(Date.now())) }, token);
      // The stored secret was sealed with another key (a database moved without its key).
      await t.db.update(twoFactorCredentials).set({ secret: sealSecret(randomBytes(32), secret) });
      const login = await t.json("POST", "/api/login", { email, password: TEST_PASSWORD });
      const { ticket } = (await login.json()).data;
      const answer = await t.json("POST", "/api/login/2fa", {
        ticket,
        code: totpCode(secret, totpStep(Date.now())),
      });
      expect(answer.status).toBe(503);
      const text = await answer.text();
      expect(JSON.parse(text).message).toMatch(/two-factor key does not match.*tell the administrator/);
      expect(text).not.toContain(secret);
    } finally {
      await t.close();
    }
  }, 120_000);
});
