import { decodeBase32IgnorePadding } from "@oslojs/encoding";
import { generateHOTP } from "@oslojs/otp";
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { expect, type APIRequestContext, type Page } from "@playwright/test";
import { bearer } from "./staff-helpers";

/** The authenticator code of the current 30-second step, or of a later one (`ahead` steps on). */
export function totp(secret: string, ahead = 0): string {
  const step = Math.floor(Date.now() / 30_000) + ahead;
  return generateHOTP(decodeBase32IgnorePadding(secret), BigInt(step), 6);
}

/**
 * The newest e-mail the main or the empty test server wrote to MAIL_DIR for `address` (no SMTP in tests;
 * addresses are unique), waiting for one that contains `containing` where given: an address that already
 * has another e-mail (an acknowledgement) must not be read before the one the test waits for is sent.
 */
export async function mailTo(address: string, containing = ""): Promise<string> {
  const dir = process.env.E2E_MAIL_DIR!;
  let found = "";
  await expect
    .poll(async () => {
      const files = (await readdir(dir)).sort();
      for (const file of files.reverse()) {
        const text = await readFile(path.join(dir, file), "utf8");
        if (text.includes(`To: ${address}\n`) && text.includes(containing)) {
          found = text;
          return true;
        }
      }
      return false;
    })
    .toBe(true);
  return found;
}

/**
 * Invites a colleague through the API (on the main server, or the one at `baseURL`) and returns the
 * invitation link's path and the account id.
 */
export async function inviteColleague(request: APIRequestContext, role: string, tag: string, baseURL = "") {
  const email = `colleague.${tag}@example.edu.in`;
  const response = await request.post(`${baseURL}/api/users`, {
    headers: await bearer(request, baseURL || undefined),
    data: { name: `Colleague ${tag}`, email, role },
  });
  expect(response.status()).toBe(201);
  const id = (await response.json()).data._id as string;
  const mail = await mailTo(email);
  const link = /https?:\/\/\S+(\/accept-invitation\?token=\S+)/.exec(mail)![1]!;
  return { id, email, name: `Colleague ${tag}`, link };
}

/**
 * A colleague of the role, invited by the e2e admin, who has set a password through the invitation and
 * is signed in on the page (the page's request context shares its cookies); on the main server, or the
 * one at `baseURL` (the empty-database server).
 */
export async function signInAsColleague(page: Page, role: string, tag: string, baseURL = "") {
  const colleague = await inviteColleague(page.request, role, tag, baseURL);
  const token = new URL(colleague.link, "http://localhost").searchParams.get("token");
  const password = `${role} password ${tag}`;
  const accepted = await page.request.post(`${baseURL}/api/invitations/accept`, {
    data: { token, password },
  });
  expect(accepted.status()).toBe(200);
  const login = await page.request.post(`${baseURL}/api/login`, {
    data: { email: colleague.email, password },
  });
  expect(login.status()).toBe(200);
  return colleague;
}
