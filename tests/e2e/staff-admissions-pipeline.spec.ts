import { expect, test } from "@playwright/test";
import { signInAsColleague } from "./accounts-support";
import { expectNoAxeViolations } from "./support/fixtures";
import { bearer, createEnquiry, signIn, uniqueTag } from "./staff-helpers";

test.describe("admissions pipeline", () => {
  test("filters 'mine, due today', opens an enquiry, adds a note, moves it to contacted and sees the timeline", async ({
    page,
    request,
  }) => {
    const tag = uniqueTag();
    const headers = await bearer(request);
    // An admissions officer works their own follow-ups.
    const me = await signInAsColleague(page, "admissions", tag);
    const enquiry = await createEnquiry(request, {
      name: `Pipeline ${tag}`,
      email: `pipeline.${tag}@example.com`,
      phone: `+91 9${Date.now().toString().slice(-9)}`,
    });
    const assigned = await request.patch(`/api/enquiry/${enquiry._id}`, {
      headers,
      data: { assigneeId: me.id, nextFollowUpAt: new Date().toISOString() },
    });
    expect(assigned.status()).toBe(200);

    await page.goto("/dashboard/admission-enquiry");
    await expect(page.getByRole("heading", { name: "Enquiries", level: 1 })).toBeVisible();
    await page.getByRole("button", { name: "Mine, due today or overdue" }).click();
    await expect(page).toHaveURL(/assignee=me/);
    await expect(page).toHaveURL(/due=today/);
    await expect(page.getByLabel("Assigned to")).toHaveValue("me");
    await expect(page.getByLabel("Follow-up")).toHaveValue("today");
    const row = page.getByRole("row", { name: new RegExp(`Pipeline ${tag}`) });
    await expect(row).toBeVisible();
    await expectNoAxeViolations(page);

    // The address keeps the filters: a reload shows the same list.
    await page.reload();
    await expect(page.getByRole("button", { name: "Mine, due today or overdue" })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
    await expect(row).toBeVisible();

    await row.getByRole("link", { name: `Pipeline ${tag}` }).click();
    await expect(page.getByRole("heading", { name: `Pipeline ${tag}`, level: 1 })).toBeVisible();
    const timeline = page.getByRole("list", { name: "Timeline" });
    await expect(timeline.getByText(/^Enquiry received \(ENQ-\d{6}\)$/)).toBeVisible();
    await expect(timeline.getByText(/We have received your enquiry ENQ-\d{6}/)).toBeVisible();
    // The e2e servers have no SMTP_URL: the outbox keeps the e-mail, but only the administrator, who can
    // configure it, is told (staff-layout's phone test sees the administrator's banner).
    await expect(page.getByText("E-mail is not configured.")).toHaveCount(0);
    await expectNoAxeViolations(page);

    await page.getByLabel("New note").fill(`Called ${tag}, asked about PG fees; call back Monday`);
    await page.getByRole("button", { name: "Add note" }).click();
    await expect(page.getByText("Note added")).toBeVisible();
    await expect(
      timeline
        .locator('[data-kind="note"]')
        .getByText(`Called ${tag}, asked about PG fees; call back Monday`),
    ).toBeVisible();

    await page.getByLabel("Status").selectOption("contacted");
    await page.getByRole("button", { name: "Save changes" }).click();
    await expect(page.getByText("Enquiry updated successfully")).toBeVisible();
    await expect(timeline.getByText("Status: New → Contacted")).toBeVisible();
    await expect(page.locator("h1 + p [data-status]")).toHaveText("Contacted");

    // In order: received first, then the note, then the status change.
    const kinds = await timeline
      .locator("li[data-kind]")
      .evaluateAll((items) => items.map((item) => item.getAttribute("data-kind")));
    expect(kinds[0]).toBe("received");
    expect(kinds.indexOf("note")).toBeLessThan(kinds.lastIndexOf("status"));
    await expectNoAxeViolations(page);

    // Back to the same filtered list.
    await page.getByRole("link", { name: "← Back to enquiries" }).click();
    await expect(page).toHaveURL(/assignee=me/);
  });

  test("the dashboard shows the admissions pipeline", async ({ page }) => {
    await signIn(page);
    await page.goto("/dashboard");
    const panel = page.getByRole("region", { name: "Admissions pipeline" });
    await expect(panel.getByRole("list", { name: /Enquiries per status/ })).toBeVisible();
    await expect(panel.getByText("Median time to first contact")).toBeVisible();
    await expect(panel.locator('[data-figure="Mine today"]')).toBeVisible();
    // Admins see everyone's follow-ups too.
    await expect(panel.locator('[data-figure="Everyone today"]')).toBeVisible();
    await expectNoAxeViolations(page);
  });
});
