import { expect, test, type Page } from "@playwright/test";
import { inviteColleague, mailTo, signInAsColleague, totp } from "./accounts-support";
import { expectNoAxeViolations } from "./support/fixtures";
import { bearer, createEnquiry, signIn, uniqueTag } from "./staff-helpers";

const PASSWORD = "colleague password 1";
const nav = (page: Page) => page.getByRole("navigation", { name: "Back-office" });
const accountCard = (page: Page, name: string) =>
  page.getByRole("list", { name: "Staff accounts" }).getByRole("listitem", { name });

async function signInWithPassword(page: Page, email: string) {
  await page.goto("/login");
  await page.getByLabel("Email").fill(email);
  await page.getByRole("textbox", { name: "Password", exact: true }).fill(PASSWORD);
  await page.getByRole("button", { name: "Sign In" }).click();
}

test.describe("users screen (admin)", () => {
  test("invites a colleague, changes the role, deactivates and reactivates", async ({ page }) => {
    const tag = uniqueTag();
    const name = `Invitee ${tag}`;
    await signIn(page);
    await page.goto("/dashboard/users");
    await expect(page.getByRole("heading", { name: "Users", level: 1 })).toBeVisible();
    await expect(nav(page).getByRole("link", { name: "Users" })).toBeVisible();
    await expect(nav(page).getByRole("link", { name: "Audit trail" })).toBeVisible();

    await page.getByRole("button", { name: "Invite user" }).click();
    const dialog = page.getByRole("dialog", { name: "Invite a user" });
    await dialog.getByLabel("Full Name").fill(name);
    await dialog.getByLabel("Email").fill(`invitee.${tag}@example.edu.in`);
    await dialog.getByLabel("Role").selectOption({ label: "Admissions office" });
    await expectNoAxeViolations(page);
    await dialog.getByRole("button", { name: "Send invitation" }).click();
    await expect(dialog).toBeHidden();

    await page.getByLabel("Search by name or e-mail").fill(tag);
    const card = accountCard(page, name);
    await expect(card).toContainText("Invited");
    await expect(card.getByLabel(`Role of ${name}`)).toHaveValue("admissions");
    await expect(page.getByRole("region", { name: "Accounts" })).toHaveAttribute("aria-busy", "false");
    await expectNoAxeViolations(page);

    // A role change asks first, naming the person and the new role; Cancel changes nothing.
    await card.getByLabel(`Role of ${name}`).selectOption({ label: "Administrator" });
    const confirmAdmin = page.getByRole("dialog", { name: `Make ${name} Administrator?` });
    await expect(confirmAdmin).toContainText(`invitee.${tag}@example.edu.in`);
    await expect(confirmAdmin).toContainText("is now Admissions office");
    await expect(confirmAdmin).toContainText("An administrator manages every account");
    await expectNoAxeViolations(page);
    await confirmAdmin.getByRole("button", { name: "Cancel" }).click();
    await expect(confirmAdmin).toBeHidden();
    await expect(card.getByLabel(`Role of ${name}`)).toHaveValue("admissions");
    await page.reload();
    await page.getByLabel("Search by name or e-mail").fill(tag);
    await expect(card.getByLabel(`Role of ${name}`)).toHaveValue("admissions");

    await card.getByLabel(`Role of ${name}`).selectOption({ label: "Web editor" });
    await page
      .getByRole("dialog", { name: `Make ${name} Web editor?` })
      .getByRole("button", { name: "Make Web editor" })
      .click();
    await expect(page.getByRole("status").filter({ hasText: `${name} is now Web editor` })).toBeVisible();
    await expect(card.getByLabel(`Role of ${name}`)).toHaveValue("editor");

    await card.getByRole("button", { name: `Deactivate ${name}` }).click();
    await page
      .getByRole("dialog", { name: `Deactivate ${name}?` })
      .getByRole("button", { name: "Deactivate" })
      .click();
    await expect(card).toContainText("Deactivated");
    await card.getByRole("button", { name: `Reactivate ${name}` }).click();
    await expect(card).toContainText("Invited");
  });

  test("the same e-mail twice is refused in the dialog", async ({ page, request }) => {
    const tag = uniqueTag();
    const invited = await inviteColleague(request, "editor", tag);
    await signIn(page);
    await page.goto("/dashboard/users");
    await page.getByRole("button", { name: "Invite user" }).click();
    const dialog = page.getByRole("dialog", { name: "Invite a user" });
    await dialog.getByLabel("Full Name").fill("Someone Else");
    await dialog.getByLabel("Email").fill(invited.email.toUpperCase());
    await dialog.getByRole("button", { name: "Send invitation" }).click();
    await expect(dialog.getByRole("alert").first()).toContainText("already exists");
  });
});

test.describe("correcting accounts (admin)", () => {
  test("the admin corrects a colleague's name and e-mail; bad and taken addresses are named at the field", async ({
    page,
    request,
  }) => {
    const tag = uniqueTag();
    const colleague = await inviteColleague(request, "editor", tag);
    const other = await inviteColleague(request, "editor", uniqueTag());
    await signIn(page);
    await page.goto("/dashboard/users");
    await page.getByLabel("Search by name or e-mail").fill(tag);
    const card = accountCard(page, colleague.name);
    await card.getByRole("button", { name: `Edit details of ${colleague.name}` }).click();
    const dialog = page.getByRole("dialog", { name: `Correct the details of ${colleague.name}` });
    await expect(dialog.getByLabel("Full Name")).toHaveValue(colleague.name);
    await expect(dialog.getByLabel("Email")).toHaveValue(colleague.email);
    await expectNoAxeViolations(page);

    // The contract's check, before sending.
    await dialog.getByLabel("Email").fill("not an address");
    await dialog.getByLabel("Full Name").fill("  ");
    await dialog.getByRole("button", { name: "Save details" }).click();
    await expect(dialog.getByText("Enter a valid email address")).toBeVisible();
    await expect(dialog.getByText("Name is required")).toBeVisible();
    // The server's answer, in the same place.
    await dialog.getByLabel("Full Name").fill(`Corrected ${tag}`);
    await dialog.getByLabel("Email").fill(other.email);
    await dialog.getByRole("button", { name: "Save details" }).click();
    await expect(dialog.getByText("An account with this e-mail already exists").first()).toBeVisible();

    const corrected = `corrected.${tag}@example.edu.in`;
    await dialog.getByLabel("Email").fill(corrected);
    await dialog.getByRole("button", { name: "Save details" }).click();
    await expect(dialog).toBeHidden();
    const renamed = accountCard(page, `Corrected ${tag}`);
    await expect(renamed).toContainText(corrected);
    const account = await request.get(`/api/users/${colleague.id}`, { headers: await bearer(request) });
    expect((await account.json()).data).toMatchObject({ name: `Corrected ${tag}`, email: corrected });
  });

  test("no Deactivate on one's own row", async ({ page }) => {
    await signIn(page);
    await page.goto("/dashboard/users");
    await page.getByLabel("Search by name or e-mail").fill("admin@e2e.test");
    const own = page.getByRole("list", { name: "Staff accounts" }).getByRole("listitem").filter({
      hasText: "(you)",
    });
    await expect(own).toHaveCount(1);
    await expect(own.getByRole("button", { name: /Edit details/ })).toBeVisible();
    await expect(own.getByRole("button", { name: /Deactivate/ })).toHaveCount(0);
  });
});

test.describe("a new colleague's first day", () => {
  test("accepts the invitation, enrols in two-factor sign-in, signs in with a code, sees only their screens", async ({
    page,
    request,
  }) => {
    const tag = uniqueTag();
    const colleague = await inviteColleague(request, "admissions", tag);
    const enquiry = await createEnquiry(request);

    await page.goto(colleague.link);
    await expect(page.getByRole("heading", { name: "Accept your invitation" })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole("textbox", { name: "Password", exact: true }).fill(PASSWORD);
    await page.getByLabel("Repeat the password").fill(PASSWORD);
    await page.getByRole("button", { name: "Set password" }).click();
    await expect(page.getByRole("status")).toContainText("You can now sign in");
    // The e-mail came from the college, naming the role, who invited and whether 2FA is required.
    const mail = await mailTo(colleague.email);
    expect(mail).toMatch(/^From: "[^"]*Medical[^"]*" </m);
    expect(mail).toContain("as Admissions office.");
    expect(mail).toMatch(/\(admin@e2e\.test\) has invited you/);
    expect(mail).toContain("Two-factor sign-in is not required");

    // The sign-in form has the e-mail filled in; the address carries none.
    await page.getByRole("link", { name: "Go to sign-in" }).click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByLabel("Email")).toHaveValue(colleague.email);
    await page.getByRole("textbox", { name: "Password", exact: true }).fill(PASSWORD);
    await page.getByRole("button", { name: "Sign In" }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    // Only the screens of the admissions office are offered.
    await expect(nav(page).getByRole("link", { name: "Enquiries" })).toBeVisible();
    await expect(nav(page).getByRole("link", { name: "Faculty" })).toHaveCount(0);
    await expect(nav(page).getByRole("link", { name: "Users" })).toHaveCount(0);
    await page.goto("/dashboard/faculty");
    await expect(page.getByRole("heading", { name: "Not allowed" })).toBeVisible();

    // Enrol: read the text key, compute the code.
    await page.goto("/dashboard/settings");
    await page.getByRole("button", { name: "Set up two-factor sign-in" }).click();
    const secret = (await page.getByTestId("two-factor-secret").textContent())!.trim();
    await expect(page.getByRole("img", { name: "QR code of your authenticator key" })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByLabel("Code from your authenticator app").fill(totp(secret));
    await page.getByRole("button", { name: "Turn on" }).click();
    await expect(page.getByRole("list", { name: "Recovery codes" }).getByRole("listitem")).toHaveCount(10);
    await page.getByRole("button", { name: "I have saved my recovery codes" }).click();
    await expect(page.getByText(/^On: signing in needs your password/)).toBeVisible();

    // Sign out, and in again with password and code (the next step's: the used one cannot be replayed).
    await page.getByRole("button", { name: "Logout" }).first().click();
    await expect(page).toHaveURL(/\/login$/);
    await signInWithPassword(page, colleague.email);
    await expect(page.getByRole("heading", { name: "Two-factor sign-in" })).toBeVisible();
    await page.getByLabel("Code").fill(totp(secret, 1));
    await page.getByRole("button", { name: "Verify and sign in" }).click();
    await expect(page).toHaveURL(/\/dashboard$/);

    // Works an enquiry; its history shows who did it.
    await page.goto("/dashboard/admission-enquiry");
    await page
      .getByRole("button", { name: new RegExp(`^View.* ${enquiry.name}$`) })
      .first()
      .click();
    const view = page.getByRole("dialog");
    await view.getByText("History", { exact: true }).click();
    await expect(view.getByRole("list", { name: "Record history" })).toContainText("enquiry.create");
    await page.keyboard.press("Escape");
    const xsrf = (await page.context().cookies()).find((cookie) => cookie.name === "XSRF-TOKEN")!.value;
    const worked = await page.request.put(`/api/enquiry/${enquiry._id}`, {
      headers: { "X-XSRF-TOKEN": xsrf },
      data: { message: "Called back; sending the fee structure." },
    });
    expect(worked.status()).toBe(200);
    expect((await page.request.get("/api/faculty/stats")).status()).toBe(403);

    // The administrator sees every step in the trail.
    const headers = await bearer(request);
    const trail = await request.get(`/api/audit?actor=${encodeURIComponent(colleague.email)}&limit=100`, {
      headers,
    });
    const actions = ((await trail.json()).data as { action: string }[]).map((entry) => entry.action);
    for (const action of [
      "user.invitation-accept",
      "auth.sign-in",
      "auth.2fa-enable",
      "auth.sign-out",
      "enquiry.update",
    ]) {
      expect(actions).toContain(action);
    }
  });
});

test.describe("audit screen (admin)", () => {
  test("filters by record and exports CSV", async ({ page, request }) => {
    const tag = uniqueTag();
    const colleague = await inviteColleague(request, "editor", tag);
    await request.patch(`/api/users/${colleague.id}`, {
      headers: await bearer(request),
      data: { role: "faculty-records" },
    });
    await signIn(page);
    await page.goto("/dashboard/audit");
    await expect(page.getByRole("heading", { name: "Audit trail", level: 1 })).toBeVisible();
    await page.getByLabel("Entity", { exact: true }).selectOption("user");
    await page.getByLabel("Entity id").fill(colleague.id);
    await page.getByRole("button", { name: "Apply filters" }).click();
    const rows = page.getByRole("region", { name: "Audit entries" }).locator("tbody tr");
    await expect(rows).toHaveCount(2);
    await expect(rows.first()).toContainText("user.update");
    await expect(rows.first()).toContainText("role: editor → faculty-records");
    await expect(rows.nth(1)).toContainText("user.create");
    await expectNoAxeViolations(page);
    // People and records by name, the record linked to its screen; times in India time.
    await expect(page.getByRole("columnheader", { name: "When (India time)" })).toBeVisible();
    await expect(rows.first()).toContainText("Administrator");
    await expect(rows.first().getByRole("link", { name: colleague.name })).toHaveAttribute(
      "href",
      "/dashboard/users",
    );
    const entries = (
      await (
        await request.get(`/api/audit?entity=user&entityId=${colleague.id}`, {
          headers: await bearer(request),
        })
      ).json()
    ).data as { at: string }[];
    const indiaTime = new Intl.DateTimeFormat("en-IN", {
      day: "numeric",
      month: "short",
      year: "numeric",
      hour: "numeric",
      minute: "2-digit",
      timeZone: "Asia/Kolkata",
    }).format(new Date(entries[0]!.at));
    await expect(rows.first().locator("td").first()).toHaveText(indiaTime);

    // The actor and the action are chosen from lists of those in the trail.
    await page.getByLabel("Entity", { exact: true }).selectOption("");
    await page.getByLabel("Actor").selectOption({ label: "Administrator (admin@e2e.test)" });
    await page.getByLabel("Action").selectOption("user.update");
    await page.getByRole("button", { name: "Apply filters" }).click();
    await expect(rows).toHaveCount(1);
    await expect(rows.first()).toContainText("role: editor → faculty-records");

    const download = page.waitForEvent("download");
    await page.getByRole("button", { name: "Export CSV" }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/\.csv$/);
  });

  test("is not offered to other roles, and says so when visited", async ({ page, request }) => {
    const tag = uniqueTag();
    const colleague = await inviteColleague(request, "editor", tag);
    await page.goto(colleague.link);
    await page.getByRole("textbox", { name: "Password", exact: true }).fill(PASSWORD);
    await page.getByLabel("Repeat the password").fill(PASSWORD);
    await page.getByRole("button", { name: "Set password" }).click();
    await expect(page.getByRole("status")).toContainText("You can now sign in");
    await signInWithPassword(page, colleague.email);
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(nav(page).getByRole("link", { name: "Audit trail" })).toHaveCount(0);
    await page.goto("/dashboard/audit");
    await expect(page.getByRole("heading", { name: "Not allowed" })).toBeVisible();
    await expectNoAxeViolations(page);
  });
});

test.describe("requiring two-factor sign-in (admin)", () => {
  const requireBox = (page: Page) =>
    page.getByRole("checkbox", { name: "Require two-factor sign-in for all staff" });

  test("an administrator without it is told to set it up first; the rule cannot be ticked", async ({
    page,
  }) => {
    await signInAsColleague(page, "admin", uniqueTag());
    await page.goto("/dashboard/settings");
    await expect(page.getByRole("heading", { name: "Two-factor sign-in: off" })).toBeVisible();
    await expect(requireBox(page)).toBeDisabled();
    await expect(requireBox(page)).not.toBeChecked();
    await expect(page.getByText("You must set up two-factor sign-in for yourself first")).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test("enrolling says on at once, offers the phone link and the codes to copy, download and print; ticking the rule says whom it stops", async ({
    page,
    context,
  }) => {
    const tag = uniqueTag();
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    const colleague = await signInAsColleague(page, "admin", tag);
    await page.goto("/dashboard/settings");
    await page.getByRole("button", { name: "Set up two-factor sign-in" }).click();
    const secret = (await page.getByTestId("two-factor-secret").textContent())!.trim();
    // On a phone the QR cannot be scanned by the phone showing it: the link opens the authenticator app.
    const phoneLink = page.getByRole("link", { name: "Add the key to the authenticator app on this phone" });
    await expect(phoneLink).toHaveAttribute("href", new RegExp(`^otpauth://totp/.*secret=${secret}`));
    await page.getByLabel("Code from your authenticator app").fill(totp(secret));
    await page.getByRole("button", { name: "Turn on" }).click();
    const codes = page.getByRole("list", { name: "Recovery codes" }).getByRole("listitem");
    await expect(codes).toHaveCount(10);
    // The state says on while the codes are still showing.
    await expect(page.getByRole("heading", { name: "Two-factor sign-in: on" })).toBeVisible();
    const shown = (await codes.allTextContents()).map((code) => code.trim());

    await page.getByRole("button", { name: "Copy", exact: true }).click();
    await expect(page.getByRole("status").filter({ hasText: "Recovery codes copied" })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(shown.join("\n"));

    const downloading = page.waitForEvent("download");
    await page.getByRole("button", { name: "Download", exact: true }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe("recovery-codes.txt");
    const { readFile } = await import("node:fs/promises");
    const text = await readFile((await download.path())!, "utf8");
    for (const code of shown) expect(text).toContain(code);

    await page.evaluate(() => {
      window.print = () => document.body.setAttribute("data-printed", "yes");
    });
    await page.getByRole("button", { name: "Print", exact: true }).click();
    await expect(page.locator("body")).toHaveAttribute("data-printed", "yes");
    // Printed, the page shows the codes alone.
    await page.emulateMedia({ media: "print" });
    await expect(page.getByRole("heading", { name: "Settings", level: 1 })).toBeHidden();
    await expect(codes.first()).toBeVisible();
    await page.emulateMedia({ media: "screen" });
    await page.getByRole("button", { name: "I have saved my recovery codes" }).click();
    await expect(page.getByRole("heading", { name: "Two-factor sign-in: on" })).toBeVisible();

    // Now the rule may be ticked: it asks first, naming the accounts it would stop (the e2e admin has no 2FA).
    await expect(requireBox(page)).toBeEnabled();
    // Clicked, not yet ticked: it stays unticked until confirmed.
    await requireBox(page).click();
    const confirm = page.getByRole("dialog", { name: "Require two-factor sign-in for all staff?" });
    const affected = confirm.getByRole("list", { name: "Accounts without two-factor sign-in" });
    await expect(confirm).toContainText(/\d+ active accounts? ha(s|ve) not set it up/);
    await expect(confirm.getByText(/and \d+ more|admin@e2e\.test/).first()).toBeVisible();
    await expect(affected).not.toContainText(colleague.email);
    await expectNoAxeViolations(page);
    // Cancelled: the rule stays off (the shared test server's other specs need it off).
    await confirm.getByRole("button", { name: "Cancel" }).click();
    await expect(confirm).toBeHidden();
    await expect(requireBox(page)).not.toBeChecked();
    const settings = await page.request.get("/api/security-settings");
    expect((await settings.json()).data.requireTwoFactor).toBe(false);
  });

  test("the checkbox shows the rule's true state, and the enrolment screen shows no load errors", async ({
    page,
  }) => {
    // The rule cannot be turned on on the shared test server: the answers say it is on.
    await signInAsColleague(page, "admin", uniqueTag());
    await page.route("**/api/security-settings", (route) =>
      route.fulfill({
        json: { success: true, data: { requireTwoFactor: true, withoutTwoFactor: [], callerEnrolled: true } },
      }),
    );
    await page.goto("/dashboard/settings");
    await expect(requireBox(page)).toBeChecked();
    await expect(page.getByText("On: you require it.")).toBeVisible();

    await page.route("**/api/me/2fa", (route) =>
      route.fulfill({ json: { success: true, data: { enabled: false, required: true, mustEnroll: true } } }),
    );
    await page.goto("/dashboard/settings");
    await expect(
      page.getByText("Two-factor sign-in is required for every staff account, yours too"),
    ).toBeVisible();
    await expect(page.getByRole("button", { name: "Set up two-factor sign-in" })).toBeVisible();
    // Only what the server answers while enrolling is on the screen: no "Could not load…".
    await expect(page.getByText(/Could not load/)).toHaveCount(0);
    await expect(page.getByRole("heading", { name: "Change password" })).toHaveCount(0);
    await expect(page.getByRole("heading", { name: "Where you are signed in" })).toHaveCount(0);
    await expectNoAxeViolations(page);
  });
});
