import { addDays } from "../../contract/college-time";
import { expect, test, type Page } from "@playwright/test";
import { jobToday } from "../../contract/jobs";
import { signInAsColleague } from "./accounts-support";
import { withoutPopup } from "./content-support";
import { uniqueTag } from "./staff-helpers";
import { expectNoAxeViolations } from "./support/fixtures";

const openingTitles = (page: Page) =>
  page.getByRole("region", { name: "Current openings" }).getByRole("heading", { level: 3 });

test("an editor adds a job opening, visitors see it on /career, and it is gone once its last date has passed", async ({
  page,
  browser,
  baseURL,
}) => {
  const tag = uniqueTag();
  const position = `Senior Resident, Radiology ${tag}`;
  await signInAsColleague(page, "editor", tag);
  await page.goto("/dashboard");
  await page.getByRole("navigation").getByRole("link", { name: "Job Openings" }).click();
  await expect(page.getByRole("heading", { name: "Job Openings", level: 1 })).toBeVisible();
  const list = page.getByRole("region", { name: "Job opening list" });
  await expect(list.getByRole("row").nth(1)).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByRole("button", { name: "Add Job Opening" }).click();
  const dialog = page.getByRole("dialog", { name: "Add Job Opening" });
  await dialog.getByLabel("Position").fill(position);
  await dialog.getByLabel("Department").selectOption("Medical");
  await dialog.getByLabel("Employment type").selectOption("Contract");
  await dialog.getByLabel("Number of posts").fill("0");
  await dialog.getByLabel("Last date to apply").fill(addDays(jobToday(), 10));
  await dialog.getByLabel("Experience").fill("MD or DNB in Radiodiagnosis");
  await dialog.getByLabel("Status").selectOption("published");
  await dialog.getByLabel("Qualification").fill("MD/DNB Radiodiagnosis\nState medical council registration");
  await dialog.getByLabel("Description").fill("Report CT and MRI studies and teach postgraduate residents.");
  // The contract refuses what the API would refuse, before anything is sent.
  await dialog.getByRole("button", { name: "Add Job Opening" }).click();
  await expect(dialog.getByText("posts must be 1 or more")).toBeVisible();
  await expectNoAxeViolations(page);
  await dialog.getByLabel("Number of posts").fill("2");
  await dialog.getByRole("button", { name: "Add Job Opening" }).click();
  await expect(dialog).toBeHidden();

  await page.getByLabel("Search positions").fill(tag);
  const row = list.getByRole("row").filter({ hasText: position });
  await expect(row).toContainText("Published");
  await expect(row).toContainText("Contract");

  // A new visitor sees it on the careers page, under its department.
  const visitor = await browser.newContext();
  await withoutPopup(visitor, baseURL!);
  const career = await visitor.newPage();
  await career.goto("/career?department=Medical");
  await expect(openingTitles(career).filter({ hasText: position })).toHaveCount(1);
  const card = career.getByRole("article", { name: position });
  await expect(card).toContainText("Posts:2");
  await expect(card).toContainText("Report CT and MRI studies");

  // Closed by date: the last date moved to yesterday (India time).
  await row.getByRole("button", { name: `Edit job opening ${position}` }).click();
  const edit = page.getByRole("dialog", { name: "Edit Job Opening" });
  await expect(edit.getByLabel("Position")).toHaveValue(position);
  await edit.getByLabel("Last date to apply").fill(addDays(jobToday(), -1));
  await edit.getByRole("button", { name: "Save changes" }).click();
  await expect(edit).toBeHidden();
  await expect(row).toContainText("Closed");
  await page.getByLabel("Status").selectOption("closed");
  await expect(list.getByRole("row").filter({ hasText: position })).toHaveCount(1);
  await page.getByLabel("Status").selectOption("published");
  await expect(list.getByText("No job openings found")).toBeVisible();

  await career.goto("/career?department=Medical");
  await expect(openingTitles(career).first()).toBeVisible();
  await expect(openingTitles(career).filter({ hasText: position })).toHaveCount(0);
  await visitor.close();

  // Deleted only after confirming.
  await page.getByLabel("Status").selectOption("");
  await row.getByRole("button", { name: `Delete job opening ${position}` }).click();
  const confirm = page.getByRole("dialog", { name: "Delete this job opening?" });
  await expect(confirm).toContainText(position);
  await confirm.getByRole("button", { name: "Delete" }).click();
  await expect(page.getByText("Job opening deleted")).toBeVisible();
  await expect(list.getByText("No job openings found")).toBeVisible();
});
