import { randomUUID } from "node:crypto";
import { expect, type APIRequestContext, type Page } from "@playwright/test";
import { E2E_ADMIN, staffToken } from "./support/fixtures";

/** A short unique tag, so parallel tests find their own records. */
export const uniqueTag = () => randomUUID().slice(0, 8);

/** Signs the page's browser context in through the API (the cookies are shared with the page). */
/** The header a signed-in page's own API calls send on unsafe methods (copied from the XSRF-TOKEN cookie). */
export const xsrfHeader = async (page: Page) => ({
  "X-XSRF-TOKEN": (await page.context().cookies()).find((c) => c.name === "XSRF-TOKEN")!.value,
});

export async function signIn(page: Page, baseURL?: string) {
  const response = await page.request.post(`${baseURL ?? ""}/api/login`, { data: E2E_ADMIN });
  expect(response.status()).toBe(200);
}

export async function bearer(request: APIRequestContext, baseURL?: string) {
  return { Authorization: `Bearer ${await staffToken(request, baseURL)}` };
}

/** Creates a faculty member through the API (multipart, as the form sends it). */
export async function createFaculty(request: APIRequestContext, fields: Record<string, string>) {
  const response = await request.post("/api/faculty", {
    headers: await bearer(request),
    multipart: {
      designation: "Professor",
      qualification: "MBBS, MD",
      medicalCouncil: "Bihar Medical Council",
      department: "Pathology",
      ...fields,
    },
  });
  expect(response.status()).toBe(201);
  return (await response.json()).data as { _id: string; name: string; regNo: string };
}

export async function createEnquiry(request: APIRequestContext, fields: Record<string, string> = {}) {
  const tag = uniqueTag();
  const response = await request.post("/api/enquiry", {
    headers: await bearer(request),
    data: {
      name: `Enquirer ${tag}`,
      email: `enquirer.${tag}@example.com`,
      phone: "+91 98765 43210",
      course: "MBBS",
      neetScore: "612",
      message: "Please share the fee structure.",
      ...fields,
    },
  });
  expect(response.status()).toBe(201);
  return (await response.json()).data as { _id: string; name: string; email: string };
}

export async function createMessage(request: APIRequestContext, fields: Record<string, string> = {}) {
  const tag = uniqueTag();
  const response = await request.post("/api/contact-us", {
    data: {
      name: `Visitor ${tag}`,
      email: `visitor.${tag}@example.com`,
      phone: "+91 98765 43210",
      subject: `Subject ${tag}`,
      message: "I would like to know about hostel facilities.",
      category: "general",
      ...fields,
    },
  });
  expect(response.status()).toBe(201);
  return { tag, subject: fields.subject ?? `Subject ${tag}`, name: fields.name ?? `Visitor ${tag}` };
}

/**
 * A patient's appointment request through the public API, for the first department with an OPD day ahead,
 * with a phone number of its own (the per-number limit is three a day).
 */
export async function createAppointmentRequest(
  request: APIRequestContext,
  fields: Record<string, string> = {},
) {
  const options = (await (await request.get("/api/appointment-requests/options")).json()).data as {
    departments: { department: string; dates: string[] }[];
  };
  const open = options.departments.find((entry) => entry.dates.length > 0)!;
  const values = {
    name: `Patient ${uniqueTag()}`,
    phone: `9${String(Date.now()).slice(-9)}`,
    department: open.department,
    preferredDate: open.dates[0]!,
    ...fields,
  };
  const response = await request.post("/api/appointment-requests", { data: values });
  expect(response.status(), await response.text()).toBe(201);
  return values;
}
