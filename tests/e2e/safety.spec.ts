import { readFileSync } from "node:fs";
import { request as httpRequest } from "node:http";
import { expect, test, type Page } from "@playwright/test";
import sharp from "sharp";
import { signInAsColleague } from "./accounts-support";
import { closeAdmissionPopupForSession } from "./site-shell-support";
import { uniqueTag, xsrfHeader } from "./staff-helpers";
import { expectNoAxeViolations } from "./support/fixtures";

const phone = { width: 390, height: 844 };

test.beforeEach(async ({ page, baseURL }) => closeAdmissionPopupForSession(page, baseURL));

async function fileComplaint(page: Page, description: string, photo?: Buffer) {
  await page.getByLabel("What is it about?").selectOption("ragging");
  await page.getByLabel("What happened").fill(description);
  await page.getByLabel("Place").fill("Boys' hostel");
  if (photo) {
    await page
      .getByLabel("Attachment")
      .setInputFiles({ name: "evidence.jpg", mimeType: "image/jpeg", buffer: photo });
  }
  await page.getByRole("button", { name: "Send complaint" }).click();
  await expect(page.getByRole("heading", { name: "Your complaint has been received" })).toBeVisible();
  const reference = (await page.getByTestId("reference").textContent())!.trim();
  const statusKey = (await page.getByTestId("status-key").textContent())!.trim();
  expect(reference).toMatch(/^GRV-\d{4}-\d{6}$/);
  expect(statusKey.replace(/-/g, "")).toHaveLength(28);
  return { reference, statusKey };
}

async function checkStatus(page: Page, reference: string, statusKey: string) {
  await page.goto("/safety/status");
  await page.getByLabel("Reference").fill(reference);
  await page.getByLabel("Status key").fill(statusKey);
  await page.getByRole("button", { name: "Show the status" }).click();
}

test("a student on a phone finds help in one tap, complains anonymously with a photo, and follows it while the grievance officer works it to resolved", async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(480_000);
  await page.setViewportSize(phone);
  await page.goto("/");
  await page.getByRole("link", { name: "Help & complaints" }).click();
  await expect(page).toHaveURL(/\/safety$/);
  await expect(page.getByRole("heading", { level: 1, name: "Help and complaints" })).toBeVisible();
  const helpline = page.getByRole("link", { name: /1800-180-5522/ });
  await expect(helpline).toHaveAttribute("href", "tel:18001805522");
  await expect(helpline).toBeInViewport();
  await expect(page.getByRole("link", { name: /helpline@antiragging\.in/ })).toHaveAttribute(
    "href",
    "mailto:helpline@antiragging.in",
  );
  await expect(page.getByRole("link", { name: /antiragging@nmc\.org\.in/ })).toBeVisible();

  await page.getByRole("link", { name: "Complain to the college" }).click();
  const photo = await sharp({ create: { width: 800, height: 600, channels: 3, background: "#6b7280" } })
    .jpeg()
    .toBuffer();
  const description = `Seniors woke us at 2 a.m. and made us run ${uniqueTag()}`;
  const { reference, statusKey } = await fileComplaint(page, description, photo);

  // The grievance officer, on another device, acknowledges it with a message.
  const officerContext = await browser.newContext();
  const officer = await officerContext.newPage();
  await closeAdmissionPopupForSession(officer, baseURL);
  await signInAsColleague(officer, "grievance", uniqueTag());
  await officer.goto("/dashboard");
  await expect(officer.getByTestId("grievances-card")).toBeVisible();
  await officer.getByRole("link", { name: "Complaints" }).first().click();
  await officer.getByRole("link", { name: new RegExp(reference) }).click();
  await expect(officer.getByText(description)).toBeVisible();
  await expect(officer.getByText("Name: Anonymous")).toBeVisible();
  await expect(officer.getByRole("button", { name: /Download attachment/ })).toBeVisible();
  await officer.getByLabel("Status", { exact: true }).selectOption("acknowledged");
  await officer
    .getByLabel(/Message to the complainant/)
    .fill("We have your complaint. The squad visited the hostel tonight.");
  await officer.getByRole("button", { name: "Save" }).click();
  await expect(officer.getByTestId("grievance-status")).toHaveText("Acknowledged");

  await checkStatus(page, reference, statusKey);
  await expect(page.getByTestId("current-status")).toHaveText("Acknowledged");
  await expect(page.getByTestId("committee-message")).toHaveText(
    "We have your complaint. The squad visited the hostel tonight.",
  );
  await expect(page.getByText(description)).toHaveCount(0);

  // Worked on to the end: an internal note, the inquiry, then resolved with its outcome. A blank note is
  // refused under its field by the contract's schema, before anything is sent.
  let notesSent = 0;
  officer.on("request", (sent) => {
    if (sent.method() === "POST" && new URL(sent.url()).pathname.endsWith("/notes")) notesSent++;
  });
  const note = officer.getByLabel("Internal note");
  await note.fill("   ");
  await officer.getByRole("button", { name: "Add note" }).click();
  await expect(note).toHaveAttribute("aria-invalid", "true");
  await expect(note).toHaveAccessibleDescription("Note is required");
  expect(notesSent).toBe(0);
  await note.fill("Spoke to the warden and the two seniors.");
  await officer.getByRole("button", { name: "Add note" }).click();
  await expect(officer.getByText("Spoke to the warden and the two seniors.")).toBeVisible();
  await officer.getByLabel("Status", { exact: true }).selectOption("under-inquiry");
  await officer.getByRole("button", { name: "Save" }).click();
  await expect(officer.getByTestId("grievance-status")).toHaveText("Under inquiry");
  await officer.getByLabel("Status", { exact: true }).selectOption("resolved");
  await officer.getByRole("button", { name: "Save" }).click();
  // The server's refusal, under the field it names.
  await expect(officer.getByLabel(/Outcome/)).toHaveAccessibleDescription(
    /Write the outcome before resolving or closing/,
  );
  await expect(officer.getByLabel(/Outcome/)).toHaveAttribute("aria-invalid", "true");
  await officer.getByLabel(/Outcome/).fill("The seniors were suspended from the hostel for a term.");
  await officer
    .getByLabel(/Message to the complainant/)
    .fill("Action has been taken. Call us if it happens again.");
  await officer.getByRole("button", { name: "Save" }).click();
  await expect(officer.getByTestId("grievance-status")).toHaveText("Resolved");
  await officerContext.close();

  await checkStatus(page, reference, statusKey);
  await expect(page.getByTestId("current-status")).toHaveText("Resolved");
  await expect(page.getByTestId("committee-message")).toHaveText(
    "Action has been taken. Call us if it happens again.",
  );
  await expect(page.getByText("suspended")).toHaveCount(0);
});

test("with JavaScript off, the complaint form shows its errors and files the complaint; a wrong key gets the generic answer", async ({
  browser,
  baseURL,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: phone });
  const page = await context.newPage();
  await closeAdmissionPopupForSession(page, baseURL);
  await page.goto("/safety/complaint");
  await page.getByLabel("What is it about?").selectOption("hostel");
  await page.getByLabel("What happened").fill("   ");
  await page.getByRole("button", { name: "Send complaint" }).click();
  await expect(page.getByText("Description is required").first()).toBeVisible();
  await expect(page.getByLabel("What is it about?")).toHaveValue("hostel");
  const { reference, statusKey } = await fileComplaint(page, `The mess food is unsafe ${uniqueTag()}`);
  await checkStatus(page, reference, statusKey);
  await expect(page.getByTestId("current-status")).toHaveText("Received");
  await checkStatus(page, reference, "WRONG-KEY");
  await expect(
    page.getByText("No complaint matches that reference and status key. Check both and try again."),
  ).toBeVisible();
  await context.close();
});

test("the staff navigation shows Complaints only to the committee roles, and the admin is refused the register", async ({
  page,
}) => {
  await signInAsColleague(page, "internal-committee", uniqueTag());
  await page.goto("/dashboard");
  await expect(page.getByRole("link", { name: "Complaints" }).first()).toBeVisible();
  const admin = await page.request.post("/api/login", {
    data: { email: "admin@e2e.test", password: "e2e admin password" },
  });
  expect(admin.status()).toBe(200);
  await page.goto("/dashboard");
  await expect(page.getByRole("link", { name: "Users" }).first()).toBeVisible();
  await expect(page.getByRole("link", { name: "Complaints" })).toHaveCount(0);
  expect((await page.request.get("/api/grievances")).status()).toBe(403);
});

test("axe finds nothing on the three safety pages at phone width, nor on the complaint's receipt", async ({
  page,
}) => {
  test.setTimeout(360_000);
  await page.setViewportSize(phone);
  for (const path of ["/safety", "/safety/complaint", "/safety/status"]) {
    await page.goto(path);
    await expectNoAxeViolations(page);
  }
  await page.goto("/safety/complaint");
  await fileComplaint(page, `Unfair marks in the internal test ${uniqueTag()}`);
  await expectNoAxeViolations(page);
});

test("an editor adds the nodal officer on the committees screen; a student on a phone taps to call them on /safety, beside the college's anti-ragging order", async ({
  page,
  browser,
  baseURL,
}) => {
  const tag = uniqueTag();
  await signInAsColleague(page, "editor", tag);
  const order = await page.request.post("/api/documents", {
    headers: await xsrfHeader(page),
    multipart: {
      title: `Anti-ragging order ${tag}`,
      category: "safety",
      date: "2026-07-01",
      status: "published",
      file: {
        name: "order.pdf",
        mimeType: "application/pdf",
        buffer: readFileSync("public/documents/committees/anti-ragging-committee.pdf"),
      },
    },
  });
  expect(order.status()).toBe(201);

  await page.goto("/dashboard/collections/committees");
  const row = page.getByRole("row").filter({ hasText: "Anti-Ragging Nodal Officer" });
  await row.getByRole("button", { name: /^Edit/ }).click();
  const dialog = page.getByRole("dialog", { name: "Edit committee" });
  await dialog.getByRole("button", { name: "Add member" }).click();
  await dialog.getByLabel("Name 1").fill(`Dr. Nodal ${tag}`);
  await dialog.getByLabel("Role 1 (English)").fill("Nodal officer, day and night");
  await dialog.getByLabel("Phone 1").fill("+91 94310 00000");
  await dialog.getByLabel("Status").selectOption("published");
  await dialog.getByRole("button", { name: "Save and publish" }).click();
  await expect(dialog).toBeHidden();

  const student = await browser.newContext({ viewport: phone });
  await closeAdmissionPopupForSession(await student.newPage(), baseURL);
  const visitor = await student.newPage();
  await visitor.goto("/safety");
  const office = visitor.getByRole("region", { name: "Anti-Ragging Nodal Officer" });
  await expect(office.getByText(`Dr. Nodal ${tag}`, { exact: true })).toBeVisible();
  await expect(office.getByRole("link", { name: `Call Dr. Nodal ${tag}: +91 94310 00000` })).toHaveAttribute(
    "href",
    "tel:+919431000000",
  );
  const orderLink = visitor.getByRole("list", { name: "The college's orders" }).getByRole("link", {
    name: `Anti-ragging order ${tag} (PDF)`,
  });
  await expect(orderLink).toHaveAttribute("href", /^\/documents\/file\/[0-9a-f-]{36}\.pdf$/);
  await student.close();
});

test("without JavaScript a phone photo of a few MB goes with the complaint; a body past the cap, even chunked without a length, is refused with the size message", async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(240_000);
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: phone });
  const page = await context.newPage();
  await closeAdmissionPopupForSession(page, baseURL);
  await page.goto("/safety/complaint");
  // Noise does not compress: about 2 MB, as a phone's photo.
  const width = 1300;
  const noise = Buffer.from(Array.from({ length: width * width * 3 }, () => Math.floor(Math.random() * 256)));
  const photo = await sharp(noise, { raw: { width, height: width, channels: 3 } })
    .jpeg({ quality: 95 })
    .toBuffer();
  expect(photo.byteLength).toBeGreaterThan(1_500_000);
  const { reference } = await fileComplaint(page, `Seniors made us stand all night ${uniqueTag()}`, photo);
  expect(reference).toMatch(/^GRV-/);
  await context.close();

  // 6 MB in chunks, no Content-Length: refused while it streams in, with the form's own message.
  const answer = await new Promise<{ status: number; body: string }>((resolve, reject) => {
    const boundary = "----complaint";
    const request = httpRequest(`${baseURL}/safety/complaint`, {
      method: "POST",
      headers: {
        "Content-Type": `multipart/form-data; boundary=${boundary}`,
        "Transfer-Encoding": "chunked",
      },
    });
    request.on("response", (response) => {
      let body = "";
      response.setEncoding("utf8");
      response.on("data", (chunk: string) => (body += chunk));
      response.on("end", () => resolve({ status: response.statusCode ?? 0, body }));
    });
    request.on("error", reject);
    request.write(
      `--${boundary}\r\nContent-Disposition: form-data; name="attachment"; filename="big.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`,
    );
    const chunk = Buffer.alloc(256 * 1024, 1);
    for (let sent = 0; sent < 6 * 1024 * 1024; sent += chunk.byteLength) request.write(chunk);
    request.end(`\r\n--${boundary}--\r\n`);
  });
  expect(answer.status).toBe(413);
  expect(answer.body).toContain("The attachment must be at most 5 MB");
});
