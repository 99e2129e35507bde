import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { EnquiryCall, EnquiryDetail, PipelineEnquiry } from "../../contract/enquiry";
import { createTestApp, type TestApp } from "../test-support/test-app";
import { unique } from "../test-support/test-data";
import { enquiryCalls } from "./enquiries.schema";
import { freshPhone } from "../test-support/fresh-phone";

let t: TestApp;
let officer: string;

beforeAll(async () => {
  t = await createTestApp();
  officer = await t.signInAs("admissions");
});
afterAll(() => t.close());

async function enter(name = `Caller ${unique()}`) {
  const response = await t.json(
    "POST",
    "/api/enquiry/staff-entry",
    { name, phone: freshPhone(), course: "MBBS", source: "phone" },
    officer,
  );
  expect(response.status).toBe(201);
  return ((await response.json()) as { data: PipelineEnquiry }).data;
}

const logCall = (id: string, body: Record<string, unknown>, token = officer) =>
  t.json("POST", `/api/enquiry/${id}/calls`, body, token);

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();

describe("call log", () => {
  it("logs calls with direction, outcome and note; the next follow-up updates the enquiry's; both on the timeline", async () => {
    const enquiry = await enter();
    const first = await logCall(enquiry._id, { direction: "outgoing", outcome: "no-answer" });
    expect(first.status).toBe(201);
    const next = inDays(2);
    const second = await logCall(enquiry._id, {
      direction: "incoming",
      outcome: "call-back-requested",
      note: "Father asks to call after 6 pm",
      nextFollowUpAt: next,
    });
    expect(second.status).toBe(201);
    const logged = ((await second.json()) as { data: EnquiryCall }).data;
    expect(logged).toMatchObject({
      direction: "incoming",
      outcome: "call-back-requested",
      note: "Father asks to call after 6 pm",
      nextFollowUpAt: next,
      actor: { name: "Test Staff" },
    });

    const calls = await t.json("GET", `/api/enquiry/${enquiry._id}/calls`, undefined, officer);
    expect(((await calls.json()) as { data: EnquiryCall[] }).data.map((call) => call.outcome)).toEqual([
      "no-answer",
      "call-back-requested",
    ]);
    const detail = (
      (await (await t.json("GET", `/api/enquiry/${enquiry._id}`, undefined, officer)).json()) as {
        data: EnquiryDetail;
      }
    ).data;
    expect(detail.nextFollowUpAt).toBe(next);
    // No call got through yet: not a first contact.
    expect(detail.firstContactedAt).toBeNull();
    const lines = detail.timeline.filter((entry) => entry.kind === "call").map((entry) => entry.summary);
    expect(lines).toEqual([
      "Call – No answer",
      "Incoming call – Call back requested: Father asks to call after 6 pm",
    ]);
    expect(detail.timeline.some((entry) => entry.kind === "follow-up")).toBe(true);

    await logCall(enquiry._id, { direction: "outgoing", outcome: "connected" });
    const after = (
      (await (await t.json("GET", `/api/enquiry/${enquiry._id}`, undefined, officer)).json()) as {
        data: EnquiryDetail;
      }
    ).data;
    expect(after.firstContactedAt).not.toBeNull();
    expect(after.nextFollowUpAt).toBe(next);
  });

  it("refuses an unknown direction or outcome and a follow-up in the past, naming the field; nothing stored", async () => {
    const enquiry = await enter();
    const cases: [Record<string, unknown>, string][] = [
      [{ direction: "sideways", outcome: "connected" }, "direction"],
      [{ direction: "outgoing", outcome: "hung-up" }, "outcome"],
      [{ direction: "outgoing", outcome: "busy", nextFollowUpAt: inDays(-1) }, "nextFollowUpAt"],
      [{ direction: "outgoing", outcome: "busy", nextFollowUpAt: "tomorrow" }, "nextFollowUpAt"],
    ];
    for (const [body, field] of cases) {
      const response = await logCall(enquiry._id, body);
      expect(response.status, field).toBe(400);
      const errors = ((await response.json()) as { errors: { field: string }[] }).errors;
      expect(errors.map((error) => error.field)).toContain(field);
    }
    expect((await t.db.select().from(enquiryCalls)).filter((call) => call.enquiryId === enquiry._id)).toEqual(
      [],
    );
    expect(
      (await logCall("00000000-0000-4000-8000-000000000000", { direction: "outgoing", outcome: "busy" }))
        .status,
    ).toBe(404);
    const editor = await t.signInAs("editor");
    expect((await logCall(enquiry._id, { direction: "outgoing", outcome: "busy" }, editor)).status).toBe(403);
  });

  it("lists the open enquiries not reached after 3 attempts", async () => {
    const tag = `Reach${unique()}`;
    const three = await enter(`${tag} three misses`);
    const two = await enter(`${tag} two misses`);
    const reached = await enter(`${tag} reached at last`);
    const closed = await enter(`${tag} closed`);
    for (const outcome of ["no-answer", "busy", "no-answer"]) {
      await logCall(three._id, { direction: "outgoing", outcome });
      await logCall(reached._id, { direction: "outgoing", outcome });
      await logCall(closed._id, { direction: "outgoing", outcome });
    }
    await logCall(reached._id, { direction: "outgoing", outcome: "connected" });
    for (const outcome of ["no-answer", "busy"]) await logCall(two._id, { direction: "outgoing", outcome });
    await t.json(
      "PATCH",
      `/api/enquiry/${closed._id}`,
      { status: "closed", closeReason: "not-reachable" },
      officer,
    );

    const response = await t.json("GET", `/api/enquiry?search=${tag}&notReached=true`, undefined, officer);
    expect(response.status).toBe(200);
    expect(((await response.json()) as { data: PipelineEnquiry[] }).data.map((row) => row._id)).toEqual([
      three._id,
    ]);
    const all = await t.json("GET", `/api/enquiry?search=${tag}&notReached=false`, undefined, officer);
    expect(((await all.json()) as { data: PipelineEnquiry[] }).data).toHaveLength(4);
    expect((await t.json("GET", "/api/enquiry?notReached=maybe", undefined, officer)).status).toBe(400);
  });
});

describe("follow-up dates", () => {
  it("needs a date for the Follow-up status, and never one in the past", async () => {
    const enquiry = await enter();
    const noDate = await t.json("PATCH", `/api/enquiry/${enquiry._id}`, { status: "follow-up" }, officer);
    expect(noDate.status).toBe(400);
    expect(((await noDate.json()) as { errors: { field: string }[] }).errors[0]!.field).toBe(
      "nextFollowUpAt",
    );
    const past = await t.json(
      "PATCH",
      `/api/enquiry/${enquiry._id}`,
      { status: "follow-up", nextFollowUpAt: inDays(-2) },
      officer,
    );
    expect(past.status).toBe(400);
    expect(((await past.json()) as { errors: { field: string }[] }).errors[0]!.field).toBe("nextFollowUpAt");
    const ok = await t.json(
      "PATCH",
      `/api/enquiry/${enquiry._id}`,
      { status: "follow-up", nextFollowUpAt: inDays(1) },
      officer,
    );
    expect(ok.status).toBe(200);
    expect(((await ok.json()) as { data: PipelineEnquiry }).data.status).toBe("follow-up");
  });
});
