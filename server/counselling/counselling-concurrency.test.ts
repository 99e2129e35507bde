import { addDays, collegeDate } from "../../contract/college-time";
import { and, eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { CounsellingNotifyResult, CounsellingRound } from "../../contract/counselling";

import { mailOutbox } from "../outbox/outbox.schema";
import { createTestApp, type TestApp } from "../test-support/test-app";
import { unique } from "../test-support/test-data";
import { counsellingNotifications } from "./counselling.schema";
import { COUNSELLING_UPDATE_KIND } from "./counselling.service";

/*
 * PGlite runs one query at a time, so two "Notify families" clicks never overlap there: on PostgreSQL
 * (TEST_DATABASE_URL, as in CI) simultaneous calls, each on its own connection, must still queue one
 * e-mail per family.
 */
describe.runIf(Boolean(process.env.TEST_DATABASE_URL))("simultaneous notify calls on PostgreSQL", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ BULK_MAIL_PER_MINUTE: 6000 });
  });
  afterAll(() => t?.close());

  it("send each family one e-mail however many calls arrive at once", async () => {
    const officer = await t.signInAs("admissions");
    const admin = await t.signIn();
    const addresses = Array.from({ length: 25 }, (_, i) => `family-${i}-${unique()}@example.com`);
    for (const [i, email] of addresses.entries()) {
      const response = await t.json("POST", "/api/enquiry", {
        name: "Applicant",
        email,
        phone: `+91 97${String(10_000_000 + i)}`,
        course: "MBBS",
        neetScore: "600",
        updatesConsent: true,
      });
      expect(response.status).toBe(201);
    }
    const today = collegeDate(new Date());
    const created = await t.json(
      "POST",
      "/api/counselling-rounds",
      {
        authority: "UGMAC Bihar",
        course: "MBBS",
        round: "Round 1",
        registrationFrom: addDays(today, 1),
        registrationTo: addDays(today, 5),
        reportingBy: addDays(today, 9),
        link: "https://bceceboard.bihar.gov.in/",
        status: "published",
      },
      officer,
    );
    const round = ((await created.json()) as { data: CounsellingRound }).data;

    const answers = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        t.json("POST", `/api/counselling-rounds/${round._id}/notify`, undefined, i % 2 ? admin : officer),
      ),
    );
    const results = await Promise.all(
      answers.map(async (answer) => {
        expect(answer.status).toBe(200);
        return ((await answer.json()) as { data: CounsellingNotifyResult }).data;
      }),
    );
    const total = results.reduce((sum, result) => sum + result.notified, 0);
    expect(total).toBe(addresses.length);
    expect(results.filter((result) => result.notified > 0)).toHaveLength(1);

    const queued = await t.db
      .select({ to: mailOutbox.to })
      .from(mailOutbox)
      .where(and(eq(mailOutbox.kind, COUNSELLING_UPDATE_KIND), inArray(mailOutbox.to, addresses)));
    expect(queued.map((row) => row.to).sort()).toEqual([...addresses].sort());
    const rows = await t.db
      .select()
      .from(counsellingNotifications)
      .where(eq(counsellingNotifications.roundId, round._id));
    expect(rows).toHaveLength(addresses.length);
    const after = (await (
      await t.json("GET", `/api/counselling-rounds/${round._id}`, undefined, officer)
    ).json()) as {
      data: CounsellingRound;
    };
    expect(after.data.notifiedCount).toBe(addresses.length);
  });
});
