import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { EnquirySources, PipelineEnquiry } from "../../contract/enquiry";
import { createApp } from "../app";
import { mailOutbox } from "../outbox/outbox.schema";
import { createTestApp, type TestApp } from "../test-support/test-app";
import { unique } from "../test-support/test-data";
import { enquiries } from "./enquiries.schema";
import { freshPhone } from "../test-support/fresh-phone";

let t: TestApp;
let admin: string;
let officer: string;
/** The app as deployed: the pages answered by a server-rendered handler behind the same middleware. */
let site: ReturnType<typeof createApp>;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.signIn();
  officer = await t.signInAs("admissions");
  site = createApp({
    services: t.services,
    ssr: async () =>
      new Response("<!doctype html><title>Page</title>", {
        headers: { "Content-Type": "text/html; charset=utf-8" },
      }),
  });
});
afterAll(() => t.close());

const applicant = (overrides: Record<string, unknown> = {}) => ({
  name: `Applicant ${unique()}`,
  email: `applicant-${unique()}@example.com`,
  phone: freshPhone(),
  course: "MBBS",
  neetScore: "612",
  message: "",
  ...overrides,
});

/** A page visit: the answer's Set-Cookie for the visit's source, as a Cookie header (or null). */
async function visit(path: string, headers: Record<string, string> = {}) {
  const response = await site.request(`http://localhost${path}`, { headers });
  expect(response.status).toBe(200);
  const cookie = response.headers.getSetCookie().find((line) => line.startsWith("enquiry_visit="));
  return { cookie: cookie ? cookie.split(";")[0]! : null, setCookie: cookie ?? null };
}

async function submitWithCookie(cookie: string | null, overrides: Record<string, unknown> = {}) {
  const response = await t.request("/api/enquiry", {
    method: "POST",
    headers: { "Content-Type": "application/json", ...(cookie ? { Cookie: cookie } : {}) },
    body: JSON.stringify(applicant(overrides)),
  });
  return (await t.readBack("/api/enquiry", response)) as PipelineEnquiry;
}

const staffEntry = (body: Record<string, unknown>, token = officer) =>
  t.json("POST", "/api/enquiry/staff-entry", body, token);

const emailsFor = (enquiryId: string) =>
  t.db.select().from(mailOutbox).where(eq(mailOutbox.entityId, enquiryId));

describe("the source of a web enquiry", () => {
  it("keeps the landing page's UTM campaign and referring site from the first page to the stored enquiry", async () => {
    const landing = await visit("/?utm_source=newspaper&utm_medium=print&utm_campaign=neet2026", {
      Referer: "https://news.example.org/article/42?reader=someone",
    });
    // Not HttpOnly: the form script reads it to send it with its credential-less post (below).
    expect(landing.setCookie).not.toMatch(/HttpOnly/i);
    expect(landing.setCookie).toMatch(/SameSite=Lax/i);
    // A later page of the same visit (from the college's own site) keeps the first page's source.
    const later = await visit("/admission/enquiry", {
      Cookie: landing.cookie!,
      Referer: "http://localhost/",
    });
    expect(later.setCookie).toBeNull();

    const enquiry = await submitWithCookie(landing.cookie);
    expect(enquiry).toMatchObject({
      source: "web",
      campaign: { source: "newspaper", medium: "print", name: "neet2026" },
      // The site only: a referring page's path and query may carry what is not ours to keep.
      referrer: "https://news.example.org",
    });
    const [row] = await t.db.select().from(enquiries).where(eq(enquiries.id, enquiry._id));
    expect(row!.campaign).toEqual({ source: "newspaper", medium: "print", name: "neet2026" });
  });

  it("starts a new source when a later campaign link is followed, and records none without a cookie", async () => {
    const first = await visit("/about?utm_source=google&utm_campaign=brand");
    const second = await visit("/?utm_source=facebook&utm_medium=social", { Cookie: first.cookie! });
    expect(second.cookie).not.toBeNull();
    expect(await submitWithCookie(second.cookie)).toMatchObject({
      campaign: { source: "facebook", medium: "social", name: null },
      referrer: null,
    });
    expect(await submitWithCookie(null)).toMatchObject({ source: "web", campaign: null, referrer: null });
    // A forged or damaged cookie is no source, not an error.
    expect(await submitWithCookie("enquiry_visit=%7Bnot-json")).toMatchObject({ campaign: null });
  });

  it("takes the source from the form script's X-Visit-Source header (its JSON post carries no cookies)", async () => {
    const landing = await visit("/?utm_source=newspaper&utm_campaign=neet2026");
    const value = landing.cookie!.slice("enquiry_visit=".length);
    const response = await t.request("/api/enquiry", {
      method: "POST",
      headers: { "Content-Type": "application/json", "X-Visit-Source": value },
      body: JSON.stringify(applicant()),
    });
    expect(await t.readBack("/api/enquiry", response)).toMatchObject({
      source: "web",
      campaign: { source: "newspaper", medium: null, name: "neet2026" },
    });
  });

  it("sets no cookie on API answers or failed pages", async () => {
    const api = await site.request("http://localhost/api/health?utm_source=x");
    expect(api.headers.getSetCookie().some((line) => line.startsWith("enquiry_visit="))).toBe(false);
  });
});

describe("staff-entered enquiries", () => {
  it("stores a phone enquiry without e-mail or NEET score, assigned and linked like a web one, no e-mail sent", async () => {
    const phone = freshPhone();
    const web = await submitWithCookie(null, { phone });
    const response = await staffEntry({
      name: `Father ${unique()}`,
      phone,
      course: "MBBS",
      source: "phone",
      message: "Asked about hostel fees",
    });
    expect(response.status).toBe(201);
    const entered = ((await response.json()) as { data: PipelineEnquiry }).data;
    expect(entered).toMatchObject({ source: "phone", email: "", neetScore: "", duplicateOf: web._id });
    expect(entered.assignee).toEqual(web.assignee);
    expect(entered.reference).toMatch(/^ENQ-\d{6}$/);
    // No acknowledgement (no address) and no office alert (the office entered it).
    expect(await emailsFor(entered._id)).toEqual([]);
    const detail = await t.json("GET", `/api/enquiry/${entered._id}`, undefined, officer);
    const timeline = ((await detail.json()) as { data: { timeline: { summary: string }[] } }).data.timeline;
    expect(timeline[0]!.summary).toBe(`Enquiry received (${entered.reference}, phone)`);
  });

  it("acknowledges by e-mail only when an address is given and the box is ticked", async () => {
    const email = `walkin-${unique()}@example.com`;
    const base = { name: `Walk-in ${unique()}`, phone: freshPhone(), course: "MD", source: "walk-in" };
    const silent = await staffEntry({ ...base, email });
    const silentId = ((await silent.json()) as { data: PipelineEnquiry }).data._id;
    expect(await emailsFor(silentId)).toEqual([]);

    const acked = await staffEntry({ ...base, phone: freshPhone(), email, sendAcknowledgement: true });
    expect(acked.status).toBe(201);
    const ackedId = ((await acked.json()) as { data: PipelineEnquiry }).data._id;
    const mails = await emailsFor(ackedId);
    expect(mails.map((mail) => [mail.kind, mail.to])).toEqual([["acknowledgement", email]]);

    const noAddress = await staffEntry({ ...base, phone: freshPhone(), sendAcknowledgement: true });
    expect(noAddress.status).toBe(400);
    expect(((await noAddress.json()) as { errors: { field: string }[] }).errors[0]!.field).toBe("email");
  });

  it("has no public rate limit, needs the enquiries permission, and refuses an unknown source naming it", async () => {
    const limited = await createTestApp({ PUBLIC_FORM_RATE_LIMIT: 2 });
    try {
      const token = await limited.signInAs("admissions");
      const address = "2001:db8::77";
      for (let index = 0; index < 4; index += 1) {
        const response = await limited.json(
          "POST",
          "/api/enquiry/staff-entry",
          { name: `Caller ${index}`, phone: freshPhone(), course: "MBBS", source: "phone" },
          token,
          address,
        );
        expect(response.status, `entry ${index + 1}`).toBe(201);
      }
      const publicPosts = [];
      for (let index = 0; index < 3; index += 1) {
        publicPosts.push(
          (await limited.json("POST", "/api/enquiry", applicant(), undefined, address)).status,
        );
      }
      expect(publicPosts).toEqual([201, 201, 429]);
    } finally {
      await limited.close();
    }

    const before = (await t.db.select().from(enquiries)).length;
    const unknown = await staffEntry({ name: "X", phone: freshPhone(), course: "MBBS", source: "fax" });
    expect(unknown.status).toBe(400);
    expect(((await unknown.json()) as { errors: { field: string }[] }).errors[0]!.field).toBe("source");
    const editor = await t.signInAs("editor");
    expect(
      (await staffEntry({ name: "X", phone: freshPhone(), course: "MBBS", source: "phone" }, editor)).status,
    ).toBe(403);
    expect((await t.db.select().from(enquiries)).length).toBe(before);
  });
});

describe("the sources report", () => {
  it("counts enquiries, contacted and admitted per source and per campaign in the date range", async () => {
    const tag = `camp${unique()}`.replace(/[^a-z0-9]/gi, "");
    const landing = await visit(`/?utm_source=newspaper&utm_campaign=${tag}`);
    const one = await submitWithCookie(landing.cookie);
    const two = await submitWithCookie(landing.cookie);
    await t.json("PATCH", `/api/enquiry/${one._id}`, { status: "contacted" }, admin);
    await t.json("PATCH", `/api/enquiry/${two._id}`, { status: "admitted" }, admin);
    const walkIn = await staffEntry({ name: "Walker", phone: freshPhone(), course: "MS", source: "walk-in" });
    expect(walkIn.status).toBe(201);
    // One of the campaign's outside the range.
    const old = await submitWithCookie(landing.cookie);
    await t.db
      .update(enquiries)
      .set({ createdAt: new Date("2025-01-10T12:00:00Z") })
      .where(eq(enquiries.id, old._id));

    const today = new Date(Date.now() + 5.5 * 3_600_000).toISOString().slice(0, 10);
    const response = await t.json(
      "GET",
      `/api/enquiry/sources?from=2026-01-01&to=${today}`,
      undefined,
      officer,
    );
    expect(response.status).toBe(200);
    const report = ((await response.json()) as { data: EnquirySources }).data;
    expect(report.bySource.map((row) => row.source)).toEqual([
      "web",
      "phone",
      "walk-in",
      "whatsapp",
      "referral",
      "event",
      "other",
    ]);
    expect(report.bySource.find((row) => row.source === "walk-in")!.enquiries).toBeGreaterThanOrEqual(1);
    const campaign = report.byCampaign.find((row) => row.campaign.name === tag);
    expect(campaign).toEqual({
      campaign: { source: "newspaper", medium: null, name: tag },
      enquiries: 2,
      contacted: 2,
      admitted: 1,
    });
    const everything = await t.json("GET", "/api/enquiry/sources", undefined, officer);
    const all = ((await everything.json()) as { data: EnquirySources }).data;
    expect(all.byCampaign.find((row) => row.campaign.name === tag)!.enquiries).toBe(3);

    expect((await t.json("GET", "/api/enquiry/sources?from=yesterday", undefined, officer)).status).toBe(400);
    expect((await t.json("GET", "/api/enquiry/sources")).status).toBe(401);
  });
});

describe("search", () => {
  it("finds an enquiry by any part of its phone and by its reference", async () => {
    const enquiry = await submitWithCookie(null, {
      phone: "+91 98355-50101",
      name: `Searchable ${unique()}`,
    });
    const search = async (term: string) => {
      const response = await t.json(
        "GET",
        `/api/enquiry?search=${encodeURIComponent(term)}&limit=100`,
        undefined,
        admin,
      );
      expect(response.status).toBe(200);
      return ((await response.json()) as { data: PipelineEnquiry[] }).data.map((row) => row._id);
    };
    expect(await search("55010")).toContain(enquiry._id);
    expect(await search("98355 50101")).toContain(enquiry._id);
    expect(await search(enquiry.reference)).toEqual([enquiry._id]);
    expect(await search(enquiry.reference.toLowerCase())).toEqual([enquiry._id]);
  });
});
