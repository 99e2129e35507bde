import { ANONYMISED_NAME } from "../../contract/privacy";
import { expect, test, type Page } from "@playwright/test";
import { mailTo, signInAsColleague } from "./accounts-support";
import { closeAdmissionPopupForSession } from "./site-shell-support";
import { signIn, uniqueTag } from "./staff-helpers";
import { emptyServerUrl, expectNoAxeViolations } from "./support/fixtures";

// Consent and privacy (issue 25, item 6; ADR 020).
const phone = { width: 390, height: 844 };

/** Each public form, the name of its form on the page, and what its notice says is collected. */
const FORMS = [
  { path: "/contact", collects: "Your name, e-mail, phone and message." },
  { path: "/admission/admission-enquiry", collects: "course, NEET score" },
  { path: "/career", collects: "the position and your message" },
  { path: "/hospitals/appointment", collects: "the department, doctor and day you ask for" },
  { path: "/safety/complaint", collects: "You may stay anonymous." },
] as const;

const noticeOf = (page: Page) => page.locator("form [data-privacy-notice]");

test("each public form shows the privacy notice, with the retention period and the privacy contact, and links to /privacy (390 px)", async ({
  page,
  baseURL,
}) => {
  test.setTimeout(300_000);
  await closeAdmissionPopupForSession(page, baseURL);
  await page.setViewportSize(phone);
  for (const form of FORMS) {
    await page.goto(form.path);
    const notice = noticeOf(page);
    await expect(notice, form.path).toHaveCount(1);
    await expect(notice).toBeVisible();
    await expect(notice).toContainText("Your personal data");
    await expect(notice).toContainText(form.collects);
    await expect(notice).toContainText("Why:");
    await expect(notice).toContainText("Withdraw:");
    await expect(notice.getByRole("link", { name: "privacy@gvims.example.in" })).toHaveAttribute(
      "href",
      "mailto:privacy@gvims.example.in",
    );
    if (form.path === "/hospitals/appointment")
      await expect(notice).toContainText("Kept until the day of your appointment and for 2 years after it");
    else if (form.path !== "/safety/complaint")
      await expect(notice).toContainText("for 2 years after it is closed");
    // Nothing sideways on a phone: the notice fits the width.
    const box = await notice.boundingBox();
    expect(box!.x + box!.width).toBeLessThanOrEqual(phone.width);
    await expectNoAxeViolations(page);
  }
  await noticeOf(page).getByRole("link", { name: "Read the privacy notice" }).click();
  await expect(page).toHaveURL(/\/privacy$/);
  await expect(page.getByRole("heading", { name: "Privacy notice", level: 1 })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Your rights" })).toBeVisible();
  await expect(
    page.getByRole("heading", { name: "What each form collects, and for how long" }),
  ).toBeVisible();
  await expect(page.getByText("Admission enquiry (/admission/admission-enquiry)")).toBeVisible();
  await expect(page.getByRole("link", { name: "privacy@gvims.example.in" }).last()).toBeVisible();
  await expect(page.getByText(/^Last updated: \d{1,2} \w{3} \d{4}$/)).toBeVisible();
  await expectNoAxeViolations(page);
  // Every page's footer links to it.
  await page.goto("/");
  await expect(page.getByRole("contentinfo").getByRole("link", { name: "Privacy notice" })).toHaveAttribute(
    "href",
    "/privacy",
  );
});

test("an editor changes the privacy notice and the admin the retention period; visitors see both", async ({
  page,
  browser,
}) => {
  test.setTimeout(300_000);
  // The empty-database server: site-wide changes here move no other test's pages.
  const site = emptyServerUrl();
  const tag = uniqueTag();
  await signInAsColleague(page, "editor", tag, site);
  await page.goto(`${site}/dashboard`);
  await page.getByRole("link", { name: "Privacy notice" }).click();
  await expect(page.getByRole("heading", { name: "Privacy notice", level: 1 })).toBeVisible();
  const row = page.getByRole("row").filter({ hasText: "Privacy notice" });
  await expect(row).toContainText("Published");
  await row.getByRole("button", { name: /^Edit/ }).click();
  const dialog = page.getByRole("dialog", { name: "Edit privacy notice" });
  const body = dialog.getByLabel("Notice");
  await expect(body).toHaveValue(/^## Who we are/);
  await body.fill(
    `${await body.inputValue()}\n\n## Hostel applications\n\nHostel forms are kept by the warden (${tag}).`,
  );
  await dialog.getByLabel("Status").selectOption("published");
  await expectNoAxeViolations(page);
  await dialog.getByRole("button", { name: "Save and publish" }).click();
  await expect(dialog).toBeHidden();

  // The admin sets three years in Settings.
  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await signIn(admin, site);
  await admin.goto(`${site}/dashboard/settings`);
  const retention = admin.getByRole("region", { name: "Personal data retention" });
  const months = retention.getByLabel("Retention period (months)");
  await expect(months).toHaveValue("24");
  await months.fill("3");
  await retention.getByRole("button", { name: "Save retention period" }).click();
  await expect(retention.getByText("Retention period must be at least 6 months")).toBeVisible();
  await months.fill("36");
  await retention.getByRole("button", { name: "Save retention period" }).click();
  await expect(admin.getByText("Retention period saved: 3 years")).toBeVisible();
  await expect(retention.getByTestId("retention-last-run")).toBeVisible();
  await expectNoAxeViolations(admin);
  await admin.reload();
  await expect(
    admin.getByRole("region", { name: "Personal data retention" }).getByLabel("Retention period (months)"),
  ).toHaveValue("36");
  await adminContext.close();

  const visitor = await browser.newContext({ viewport: phone });
  const visitorPage = await visitor.newPage();
  await closeAdmissionPopupForSession(visitorPage, site);
  await expect(async () => {
    await visitorPage.goto(`${site}/privacy`);
    await expect(visitorPage.getByRole("heading", { name: "Hostel applications" })).toBeVisible({
      timeout: 1000,
    });
    await expect(visitorPage.getByText(`Hostel forms are kept by the warden (${tag}).`)).toBeVisible({
      timeout: 1000,
    });
    await expect(visitorPage.getByText("3 years", { exact: true })).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 20_000 });
  await expectNoAxeViolations(visitorPage);
  await visitorPage.goto(`${site}/contact`);
  await expect(noticeOf(visitorPage)).toContainText("for 3 years after it is closed");
  await visitor.close();
});

test("the acknowledgement's withdrawal link erases the enquiry once, without signing in", async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(240_000);
  const tag = uniqueTag();
  const email = `withdraw.${tag}@example.com`;
  const visitor = await browser.newContext({ viewport: phone, javaScriptEnabled: false });
  const page = await visitor.newPage();
  await closeAdmissionPopupForSession(page, baseURL);
  await page.goto("/admission/admission-enquiry");
  const form = page.locator("form[data-endpoint='/api/enquiry']");
  await form.getByLabel("First Name").fill(`Withdrawer ${tag}`);
  await form.getByLabel("Email Address").fill(email);
  await form.getByLabel("Phone Number").fill("+91 98765 40001");
  await form.getByLabel("Course").selectOption("MBBS");
  await form.getByLabel("Neet Score").fill("598");
  await form.getByRole("button", { name: "Submit Enquiry" }).click();
  await expect(page.getByRole("status")).toContainText("Message Sent Successfully");

  const mail = await mailTo(email);
  expect(mail).toContain(`${baseURL}/privacy`);
  const link = new RegExp(`${baseURL!.replace(/[.:/]/g, "\\$&")}(/privacy/withdraw\\?token=[\\w-]{43})`).exec(
    mail,
  )![1]!;

  // Opening the link changes nothing by itself (mail scanners open links); the button confirms. The page
  // has no script of its own; axe needs one, so this part runs with JavaScript on.
  await visitor.close();
  const reader = await browser.newContext({ viewport: phone });
  const linkPage = await reader.newPage();
  await closeAdmissionPopupForSession(linkPage, baseURL);
  await linkPage.goto(link);
  await expect(linkPage.getByRole("heading", { name: "Withdraw your consent", level: 1 })).toBeVisible();
  await expectNoAxeViolations(linkPage);
  await linkPage.getByRole("button", { name: "Withdraw my consent and erase my details" }).click();
  await expect(linkPage.getByRole("heading", { name: "Done" })).toBeVisible();
  await expect(linkPage.getByText("Your consent is withdrawn")).toBeVisible();
  await expectNoAxeViolations(linkPage);

  // The office's search no longer finds the address: it is erased.
  const office = await browser.newContext();
  const staff = await office.newPage();
  await signIn(staff);
  const found = await staff.request.get(`/api/enquiry?search=${encodeURIComponent(email)}`);
  expect((await found.json()).data).toEqual([]);
  // Erased enquiries stay in the office's list without a number to call (no empty "tel:" link).
  await staff.goto("/dashboard/admission-enquiry?search=Anonymised");
  await expect(staff.getByText(ANONYMISED_NAME).first()).toBeVisible();
  await expect(staff.locator('a[href="tel:"]')).toHaveCount(0);
  await expectNoAxeViolations(staff);

  // The same link again: refused, clearly.
  await linkPage.goto(link);
  await linkPage.getByRole("button", { name: "Withdraw my consent and erase my details" }).click();
  await expect(linkPage.getByRole("alert")).toHaveText(
    "This withdrawal link is not valid or has already been used.",
  );
  // A damaged link says so before anything is posted.
  await linkPage.goto("/privacy/withdraw?token=broken");
  await expect(linkPage.getByRole("alert")).toContainText(
    "This withdrawal link is not valid or has already been used.",
  );
  await office.close();
  await reader.close();
});
