import type { Logger } from "pino";
import { randomPassword } from "../lib/passwords";
import type { SeedOptions, SeedReport } from "../module";
import type { UsersService } from "./users.service";

/**
 * ADMIN_EMAIL + ADMIN_PASSWORD: that account exists (created, or its password set). Neither: the first
 * start creates admin@college.local with a random password, printed once.
 */
export async function ensureAdmin(
  users: UsersService,
  logger: Logger,
  admin: SeedOptions["admin"],
): Promise<SeedReport["signIn"]> {
  if (admin.email && admin.password) {
    const existing = await users.findByEmail(admin.email);
    if (existing) await users.setPassword(existing.id, admin.password);
    else await users.create({ name: "Administrator", email: admin.email, password: admin.password });
    logger.info("Admin account from ADMIN_EMAIL is ready");
    return { email: admin.email, password: undefined };
  }
  if ((await users.count()) > 0) return undefined;
  const password = randomPassword();
  const email = "admin@college.local";
  await users.create({ name: "Administrator", email, password });
  return { email, password };
}
