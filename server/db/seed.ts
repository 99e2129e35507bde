import { sql } from "drizzle-orm";
import type { Logger } from "pino";
import { randomPassword } from "../lib/passwords";
import type { UsersService } from "../users/users.service";
import type { Db } from "./client";
import { sampleEnquiries, sampleFaculty, sampleMessages } from "./sample-data";
import { enquiries } from "../enquiries/enquiries.schema";
import { faculty } from "../faculty/faculty.schema";
import { contactMessages } from "../messages/messages.schema";

/**
 * ADMIN_EMAIL + ADMIN_PASSWORD: that account exists (created, or its password set). Neither: the first
 * start creates admin@college.local with a random password, printed once.
 */
export async function ensureAdmin(
  users: UsersService,
  logger: Logger,
  admin: { email?: string; password?: string },
) {
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

async function isEmpty(db: Db, table: typeof faculty | typeof contactMessages | typeof enquiries) {
  const [row] = await db.select({ count: sql<number>`count(*)::int` }).from(table);
  return (row?.count ?? 0) === 0;
}

/** Fills empty tables with demo content, so a first start shows a working product. */
export async function seedSampleData(db: Db) {
  if (await isEmpty(db, faculty)) await db.insert(faculty).values(sampleFaculty(48));
  if (await isEmpty(db, contactMessages)) await db.insert(contactMessages).values(sampleMessages(27));
  if (await isEmpty(db, enquiries)) await db.insert(enquiries).values(sampleEnquiries(36));
}
