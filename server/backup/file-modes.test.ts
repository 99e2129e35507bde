// Issue 19, finding 5 (file permissions): the data folder, the embedded database and backups are the app
// user's alone, whatever umask the process was started with.
import { execFileSync } from "node:child_process";
import { mkdtemp, rm, stat, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { boot } from "../boot";
import { loadEnv } from "../env";
import { backupDir } from "./backup-dir";
import { createBackup } from "./backup";

const mode = async (file: string) => (await stat(file)).mode & 0o777;
/** Files and folders under `dir` that group or others may read, write or enter. */
const openToOthers = (dir: string) =>
  execFileSync("find", [dir, "-perm", "/077"], { encoding: "utf8" }).split("\n").filter(Boolean);

const parent = await mkdtemp(path.join(tmpdir(), "college-modes-"));
const previousUmask = process.umask(0o022);
afterAll(async () => {
  process.umask(previousUmask);
  await rm(parent, { recursive: true, force: true });
});

describe("finding 5: owner-only files", () => {
  it("makes DATA_DIR, its db/ and an existing BACKUP_DIR 0700, every database file 0600, archives 0600", async () => {
    const dataDir = path.join(parent, "data");
    // A BACKUP_DIR that exists already, as the default umask made it.
    const backups = path.join(parent, "backups");
    execFileSync("mkdir", ["-m", "755", backups]);
    const env = loadEnv(
      {
        DATA_DIR: dataDir,
        BACKUP_DIR: backups,
        DATABASE_URL: undefined,
        PUBLIC_URL: "http://127.0.0.1:1",
        ADMIN_EMAIL: "admin@modes.test",
        ADMIN_PASSWORD: "modes admin password",
        SAMPLE_DATA: "false",
      },
      {},
    );
    const { services } = await boot(env);
    try {
      expect((await mode(dataDir)).toString(8)).toBe("700");
      expect((await mode(path.join(dataDir, "db"))).toString(8)).toBe("700");
      expect(openToOthers(path.join(dataDir, "db"))).toEqual([]);

      // Whatever the process writes from now on (uploads, mail files) is the owner's.
      await writeFile(path.join(dataDir, "later.txt"), "x");
      expect((await mode(path.join(dataDir, "later.txt"))).toString(8)).toBe("600");

      const dir = backupDir(env);
      const { file } = await createBackup({ database: services.database, storage: services.storage, dir });
      expect((await mode(dir)).toString(8)).toBe("700");
      expect((await mode(file)).toString(8)).toBe("600");
      expect(openToOthers(dataDir)).toEqual([]);
      expect(openToOthers(backups)).toEqual([]);
    } finally {
      await services.database.close();
    }
  }, 240_000);
});
