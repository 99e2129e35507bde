import { expect, test, type Locator, type Page } from "@playwright/test";
import { signIn } from "./staff-helpers";

/**
 * Issue 27: every staff list keeps its place in the address. On each list: choose a filter (and page 2
 * where the sample data fills one), reload, leave for the dashboard and press Back: the same list, the
 * same filter shown, the same page.
 */
interface StaffList {
  path: string;
  /** The filter's control, by its label. */
  control: string;
  param: string;
  /** A select's option to choose (its label), or the words typed into a search box. */
  choose: { option: string } | { type: string };
  /** A filter form applied with a button (the audit trail's). */
  apply?: string;
}

const LISTS: StaffList[] = [
  { path: "/dashboard/faculty", control: "Department", param: "department", choose: { option: "Anatomy" } },
  { path: "/dashboard/contact", control: "Category", param: "category", choose: { option: "Admissions" } },
  {
    path: "/dashboard/audit",
    control: "Entity",
    param: "entity",
    choose: { option: "Faculty" },
    apply: "Apply filters",
  },
  {
    path: "/dashboard/users",
    control: "Search by name or e-mail",
    param: "search",
    choose: { type: "admin" },
  },
  { path: "/dashboard/notices", control: "Status", param: "status", choose: { option: "Published" } },
  { path: "/dashboard/documents", control: "Status", param: "status", choose: { option: "Published" } },
  { path: "/dashboard/gallery", control: "Status", param: "status", choose: { option: "Published" } },
  { path: "/dashboard/jobs", control: "Status", param: "status", choose: { option: "Published (open)" } },
  { path: "/dashboard/admission-enquiry", control: "Status", param: "status", choose: { option: "New" } },
];

async function expectFilter(control: Locator, list: StaffList) {
  if ("type" in list.choose) await expect(control).toHaveValue(list.choose.type);
  else await expect(control.locator("option:checked")).toHaveText(list.choose.option);
}

const nextPage = (page: Page) => page.getByRole("button", { name: "Next", exact: true });

test.describe("staff lists keep their place in the address", () => {
  for (const list of LISTS) {
    test(list.path, async ({ page }) => {
      await signIn(page);
      await page.goto(list.path);
      const control = page.getByLabel(list.control, { exact: true });
      await expect(control).toBeVisible();
      // The filtered list's answer, so that its pager (not the unfiltered one's) decides about page 2.
      const filtered = page.waitForResponse(
        (response) =>
          response.url().includes("/api/") && new URL(response.url()).searchParams.has(list.param),
      );
      if ("type" in list.choose) await control.fill(list.choose.type);
      else await control.selectOption({ label: list.choose.option });
      if (list.apply) await page.getByRole("button", { name: list.apply }).click();
      await expect(page).toHaveURL(new RegExp(`[?&]${list.param}=`));
      const answer = (await (await filtered).json()) as {
        pagination?: { totalPages: number };
        data?: { pagination?: { totalPages: number } };
      };
      const totalPages = (answer.pagination ?? answer.data?.pagination)?.totalPages;
      expect(typeof totalPages, "the list's answer names its pages").toBe("number");

      // Page 2 where this filter leaves more than a page.
      const paged = totalPages! > 1;
      if (paged) {
        await nextPage(page).first().click();
        await expect(page).toHaveURL(/[?&]page=2(&|$)/);
      }
      const address = page.url();

      await page.reload();
      await expect(page).toHaveURL(address);
      await expectFilter(page.getByLabel(list.control, { exact: true }), list);
      if (paged)
        await expect(page.getByRole("button", { name: "Page 2", exact: true }).first()).toHaveAttribute(
          "aria-current",
          "page",
        );

      await page.goto("/dashboard");
      await page.goBack();
      await expect(page).toHaveURL(address);
      await expectFilter(page.getByLabel(list.control, { exact: true }), list);
      if (paged)
        await expect(page.getByRole("button", { name: "Page 2", exact: true }).first()).toHaveAttribute(
          "aria-current",
          "page",
        );
    });
  }
});
