import { expect, test, type Locator } from "@playwright/test";
import { inviteColleague } from "./accounts-support";
import { expectNoAxeViolations } from "./support/fixtures";
import { createEnquiry, signIn, uniqueTag } from "./staff-helpers";

/**
 * Issue 27 item 3: a staff form checks with the contract's schema before sending, and the server's field
 * errors show in the same place, under the field they name (the control points at its message).
 */
async function expectFieldError(control: Locator, message: string | RegExp) {
  await expect(control).toHaveAttribute("aria-invalid", "true");
  await expect(control).toHaveAccessibleDescription(message);
}

test("the invite dialog: the schema's errors and the server's, each under its field", async ({
  page,
  request,
}) => {
  const taken = await inviteColleague(request, "editor", uniqueTag());
  let posts = 0;
  page.on("request", (sent) => {
    if (sent.method() === "POST" && new URL(sent.url()).pathname === "/api/users") posts++;
  });
  await signIn(page);
  await page.goto("/dashboard/users");
  await page.getByRole("button", { name: "Invite user" }).click();
  const dialog = page.getByRole("dialog", { name: "Invite a user" });
  const name = dialog.getByLabel("Full Name");
  const email = dialog.getByLabel("Email");

  // contract/users.ts's messages, before anything is sent.
  await name.fill("  ");
  await email.fill("not an address");
  await dialog.getByRole("button", { name: "Send invitation" }).click();
  await expectFieldError(name, "Name is required");
  await expectFieldError(email, "Enter a valid email address");
  await expectNoAxeViolations(page);
  expect(posts).toBe(0);

  // The server's refusal of a taken address, under the same field; the name is no longer marked.
  await name.fill("Someone Else");
  await email.fill(taken.email);
  await dialog.getByRole("button", { name: "Send invitation" }).click();
  await expectFieldError(email, "An account with this e-mail already exists");
  await expect(name).not.toHaveAttribute("aria-invalid", "true");
  expect(posts).toBe(1);
});

test("the invitation's password form: passwordRules in the browser, the server's refusal in the same place", async ({
  page,
  request,
}) => {
  const colleague = await inviteColleague(request, "editor", uniqueTag());
  let posts = 0;
  page.on("request", (sent) => {
    if (sent.method() === "POST" && sent.url().endsWith("/api/invitations/accept")) posts++;
  });
  await page.goto(colleague.link);
  // The minimum comes from the contract's passwordRules.
  await expect(
    page.getByText("Choose the password for your staff account (at least 10 characters)."),
  ).toBeVisible();
  const password = page.getByRole("textbox", { name: "Password", exact: true });
  const repeat = page.getByLabel("Repeat the password");

  await password.fill("short");
  await repeat.fill("short");
  await page.getByRole("button", { name: "Set password" }).click();
  await expectFieldError(password, "Password must be at least 10 characters");

  await password.fill("a long enough password");
  await repeat.fill("a different password");
  await page.getByRole("button", { name: "Set password" }).click();
  await expectFieldError(repeat, "The two passwords do not match");
  await expect(password).not.toHaveAttribute("aria-invalid", "true");
  await expectNoAxeViolations(page);
  expect(posts).toBe(0);

  // Long enough for the schema, but on the lists of common passwords: the server says so at the field.
  await password.fill("password12");
  await repeat.fill("password12");
  await page.getByRole("button", { name: "Set password" }).click();
  await expectFieldError(password, /lists of common or leaked passwords/);
  await expect(repeat).not.toHaveAttribute("aria-invalid", "true");
  expect(posts).toBe(1);

  await password.fill("quiet river lantern 7");
  await repeat.fill("quiet river lantern 7");
  await page.getByRole("button", { name: "Set password" }).click();
  await expect(page.getByRole("status")).toContainText("You can now sign in");
});

test("the enquiry's pipeline and notes forms: the schema's errors and the server's, each under its field", async ({
  page,
  request,
}) => {
  const enquiry = await createEnquiry(request);
  const sent = { patch: 0, note: 0 };
  page.on("request", (request) => {
    const path = new URL(request.url()).pathname;
    if (request.method() === "PATCH" && path === `/api/enquiry/${enquiry._id}`) sent.patch++;
    if (request.method() === "POST" && path === `/api/enquiry/${enquiry._id}/notes`) sent.note++;
  });
  await signIn(page);
  await page.goto(`/dashboard/admission-enquiry/${enquiry._id}`);
  const note = page.getByLabel("New note");
  const followUp = page.getByLabel("Next follow-up");

  // enquiryNoteInput: a blank note is refused at the note box, before anything is sent.
  await note.fill("   ");
  await page.getByRole("button", { name: "Add note" }).click();
  await expectFieldError(note, /Note is required/);
  await note.fill("");

  // enquiryPatchInput: a follow-up in the past is refused at its field.
  await followUp.fill("2020-01-06T10:00");
  await page.getByRole("button", { name: "Save changes" }).click();
  await expectFieldError(followUp, "The follow-up date must not be in the past");
  await expectNoAxeViolations(page);
  expect(sent).toEqual({ patch: 0, note: 0 });

  // The schema lets a closing without a reason through; the server refuses it at the reason's field.
  await followUp.fill("");
  await page.getByLabel("Status").selectOption("closed");
  await page.getByRole("button", { name: "Save changes" }).click();
  const reason = page.getByLabel("Reason for closing");
  await expectFieldError(reason, "Choose why the enquiry is closed");
  await expect(followUp).not.toHaveAttribute("aria-invalid", "true");
  expect(sent.patch).toBe(1);

  await reason.selectOption("chose-another-college");
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(page.getByText("Enquiry updated successfully")).toBeVisible();
  await expect(page.locator("h1 + p [data-status]")).toHaveText("Closed");
  expect(sent.patch).toBe(2);
});

test("correcting an enquiry note: the schema's error under the note, nothing sent; then the correction is saved", async ({
  page,
  request,
}) => {
  const enquiry = await createEnquiry(request);
  let corrections = 0;
  page.on("request", (sent) => {
    const path = new URL(sent.url()).pathname;
    if (sent.method() === "PATCH" && path.startsWith(`/api/enquiry/${enquiry._id}/notes/`)) corrections++;
  });
  await signIn(page);
  await page.goto(`/dashboard/admission-enquiry/${enquiry._id}`);
  await page.getByLabel("New note").fill("Called, no answer");
  await page.getByRole("button", { name: "Add note" }).click();
  const notes = page.getByRole("list", { name: "Notes" });
  await expect(notes.getByText("Called, no answer")).toBeVisible();

  await notes.getByRole("button", { name: "Edit" }).click();
  const text = notes.getByLabel("Note text");
  await text.fill("   ");
  await notes.getByRole("button", { name: "Save note" }).click();
  await expectFieldError(text, "Note is required");
  await expectNoAxeViolations(page);
  expect(corrections).toBe(0);

  await text.fill("Called, no answer; will call back at 5 pm");
  await notes.getByRole("button", { name: "Save note" }).click();
  await expect(notes.getByText("Called, no answer; will call back at 5 pm")).toBeVisible();
  await expect(notes.getByText(/· edited/)).toBeVisible();
  expect(corrections).toBe(1);
});

test("forgot password: the schema's message at the e-mail field, nothing sent", async ({ page }) => {
  let posts = 0;
  page.on("request", (sent) => {
    if (sent.method() === "POST" && new URL(sent.url()).pathname === "/api/forgot-password") posts++;
  });
  await page.goto("/forgot-password");
  const email = page.getByLabel("Email");
  await page.getByRole("button", { name: "Send reset link" }).click();
  await expectFieldError(email, "Email is required");
  await email.fill("not an address");
  await page.getByRole("button", { name: "Send reset link" }).click();
  await expectFieldError(email, "Enter a valid email address");
  await expectNoAxeViolations(page);
  expect(posts).toBe(0);

  await email.fill("nobody@example.com");
  await page.getByRole("button", { name: "Send reset link" }).click();
  await expect(page.getByRole("status")).toHaveText(/If an account exists for that address/);
  expect(posts).toBe(1);
});
