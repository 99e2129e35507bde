import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { signInAsColleague } from "./accounts-support";
import { inForm, staffSearch, waitForForm, type StoredEnquiry } from "./public-forms-support";
import { closeAdmissionPopupForSession } from "./site-shell-support";
import { bearer, signIn, uniqueTag } from "./staff-helpers";
import { expectNoAxeViolations } from "./support/fixtures";

/**
 * Issue 25, items 1-4 as the admissions office works them: a phone enquiry entered by an invited
 * admissions officer, its calls, a WhatsApp reply from a template, and the campaign a web visitor came
 * from in the dashboard's sources report.
 */

const timeline = (page: Page) => page.getByRole("list", { name: "Timeline" });

async function addTemplate(request: APIRequestContext, name: string, body: string) {
  const response = await request.post("/api/message-templates", {
    headers: await bearer(request),
    data: { name, body },
  });
  expect(response.status()).toBe(201);
}

test.describe("admissions channels (issue 25)", () => {
  test("an admissions officer enters a phone enquiry, logs two calls, sends a WhatsApp template and copies it for SMS", async ({
    page,
    context,
    request,
  }) => {
    // A whole morning's work in one journey: more steps than the default minute allows on a loaded machine.
    test.setTimeout(360_000);
    const tag = uniqueTag();
    const templateName = `Fee sheet ${tag}`;
    await addTemplate(
      request,
      templateName,
      "Dear {name}, thank you for calling about {course} ({reference}). Fees: see the fee sheet. Questions: {officePhone}",
    );
    await signInAsColleague(page, "admissions", tag);
    // WhatsApp is not reachable from the test machine: the new tab's address is what counts.
    await context.route("https://wa.me/**", (route) =>
      route.fulfill({ contentType: "text/html", body: "<title>WhatsApp</title>" }),
    );
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);

    // A father calls: no e-mail address, no NEET score yet.
    await page.goto("/dashboard/admission-enquiry");
    await page.getByRole("button", { name: "Add New Enquiry" }).click();
    const dialog = page.getByRole("dialog", { name: "Add New Enquiry" });
    await dialog.getByLabel("Source").selectOption("phone");
    await dialog.getByLabel("Name").fill(`Father ${tag}`);
    await dialog.getByLabel("Phone").fill("098765 43210");
    await dialog.getByLabel("Course").selectOption("MBBS");
    await dialog.getByRole("button", { name: "Add Enquiry" }).click();
    await expect(page.getByText("Enquiry added successfully")).toBeVisible();
    await page.getByLabel("Search", { exact: true }).fill(`Father ${tag}`);
    // The list keeps the search in the address: wait for it before leaving the list.
    await expect(page).toHaveURL(new RegExp(`search=Father(\\+|%20)${tag}`));
    await page
      .getByRole("row", { name: new RegExp(`Father ${tag}`) })
      .getByRole("link", { name: `Father ${tag}` })
      .click();
    await expect(page.getByRole("heading", { name: `Father ${tag}`, level: 1 })).toBeVisible();
    const reference = /ENQ-\d{6}/.exec(
      (await page
        .getByText(/^ENQ-\d{6}$/)
        .first()
        .textContent())!,
    )![0];
    await expect(timeline(page).getByText(`Enquiry received (${reference}, phone)`)).toBeVisible();

    // Two calls: the first unanswered, the second through.
    const calls = page.getByRole("form", { name: "Log a call" });
    await calls.getByLabel("Outcome").selectOption("no-answer");
    await calls.getByRole("button", { name: "Log call" }).click();
    await expect(timeline(page).locator('[data-kind="call"]')).toHaveCount(1);
    await calls.getByLabel("Outcome").selectOption("connected");
    await calls.getByLabel("Call note").fill("Asked for the fee sheet on WhatsApp");
    await calls.getByRole("button", { name: "Log call" }).click();
    await expect(timeline(page).locator('[data-kind="call"]')).toHaveCount(2);
    await expect(
      timeline(page).getByText("Call – Connected: Asked for the fee sheet on WhatsApp"),
    ).toBeVisible();

    // WhatsApp: the template filled for this family, opened at wa.me with the +91 number.
    const whatsapp = page.getByRole("region", { name: "WhatsApp or SMS" });
    await whatsapp.getByLabel("Template").selectOption({ label: templateName });
    const officePhone = (await (await page.request.get("/api/site-settings")).json()).data.phone as string;
    const text = `Dear Father ${tag}, thank you for calling about MBBS (${reference}). Fees: see the fee sheet. Questions: ${officePhone}`;
    await expect(whatsapp.getByTestId("whatsapp-text")).toHaveText(text);
    const expected = `https://wa.me/919876543210?text=${encodeURIComponent(text)}`;
    const link = whatsapp.getByRole("link", { name: "WhatsApp +91 98765 43210 (opens in a new tab)" });
    await expect(link).toHaveAttribute("href", expected);
    await expect(link).toHaveAttribute("target", "_blank");
    await expectNoAxeViolations(page);
    const [popup] = await Promise.all([page.waitForEvent("popup"), link.click()]);
    await popup.waitForLoadState();
    expect(popup.url()).toBe(expected);
    await popup.close();
    await expect(page.getByText("WhatsApp message logged on the timeline")).toBeVisible();
    const sent = timeline(page).locator('[data-kind="whatsapp"]');
    await expect(sent).toContainText(`WhatsApp message “${templateName}” to +91 98765 43210`);
    await expect(sent).toContainText(text);

    // The same text for an SMS.
    await whatsapp.getByRole("button", { name: "Copy for SMS" }).click();
    await expect(page.getByText("Message copied: paste it into an SMS")).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(text);

    // A note typed before saving the status is saved with it, not lost.
    await page.getByLabel("New note").fill(`Sent fees ${tag}; family to visit Monday`);
    await page.getByLabel("Status").selectOption("contacted");
    await page.getByRole("button", { name: "Save changes and note" }).click();
    await expect(page.getByText("Enquiry updated; your note was saved with it")).toBeVisible();
    await expect(timeline(page).locator('[data-kind="note"]')).toContainText(
      `Sent fees ${tag}; family to visit Monday`,
    );
    await expect(timeline(page).getByText("Status: New → Contacted")).toBeVisible();
    await expect(page.getByLabel("New note")).toHaveValue("");
    await expectNoAxeViolations(page);
  });

  test("a number WhatsApp cannot take disables the control and says why", async ({ page, request }) => {
    const tag = uniqueTag();
    await addTemplate(request, `Checklist ${tag}`, "Dear {name}, bring your NEET scorecard.");
    await signInAsColleague(page, "admissions", tag);
    const created = await request.post("/api/enquiry/staff-entry", {
      headers: await bearer(request),
      data: { name: `Landline ${tag}`, phone: "011 2345 6789", course: "MD", source: "walk-in" },
    });
    expect(created.status()).toBe(201);
    const id = (await created.json()).data._id as string;
    await page.goto(`/dashboard/admission-enquiry/${id}`);
    const whatsapp = page.getByRole("region", { name: "WhatsApp or SMS" });
    const control = whatsapp.getByRole("button", { name: "WhatsApp", exact: true });
    await expect(control).toBeDisabled();
    await expect(control).toHaveAccessibleDescription(
      /Cannot open WhatsApp for 011 2345 6789: .*not an Indian mobile number/,
    );
    await expect(whatsapp.getByRole("link")).toHaveCount(0);
    await expect(whatsapp.getByRole("button", { name: "Copy for SMS" })).toBeEnabled();
    await expectNoAxeViolations(page);
  });

  test("the admin keeps the templates; an unknown placeholder is refused naming the message; admissions only reads", async ({
    page,
    browser,
    baseURL,
  }) => {
    const tag = uniqueTag();
    await signIn(page);
    await page.goto("/dashboard/message-templates");
    await expect(page.getByRole("heading", { name: "Message templates", level: 1 })).toBeVisible();
    await page.getByRole("button", { name: "Add template" }).click();
    const dialog = page.getByRole("dialog", { name: "Add message template" });
    await dialog.getByLabel("Name").fill(`Counselling dates ${tag}`);
    await dialog.getByLabel("Message").fill("Dear {name}, round 1 opens on {date}. Call {officePhone}.");
    await expect(dialog.getByRole("figure", { name: "Preview for an example enquiry" })).toContainText(
      "Dear Priya Kumari, round 1 opens on {date}.",
    );
    await dialog.getByRole("button", { name: "Add template" }).click();
    await expect(
      dialog.getByText(
        "{date} is not a placeholder: use {name}, {course}, {reference}, {officePhone}, {documents}",
      ),
    ).toBeVisible();
    await expect(dialog.getByLabel("Message")).toHaveAttribute("aria-invalid", "true");
    await expectNoAxeViolations(page);
    await dialog
      .getByLabel("Message")
      .fill("Dear {name}, UGMAC round 1 registration is open. Call {officePhone}.");
    await dialog.getByRole("button", { name: "Add template" }).click();
    await expect(page.getByText("Template added")).toBeVisible();
    await page.getByLabel("Search templates").fill(tag);
    await expect(page).toHaveURL(new RegExp(`search=${tag}`));
    await expect(page.getByRole("row", { name: new RegExp(`Counselling dates ${tag}`) })).toBeVisible();
    await expectNoAxeViolations(page);

    // The admissions office reads the same list, without the write buttons.
    const context = await browser.newContext({ baseURL });
    const officer = await context.newPage();
    await signInAsColleague(officer, "admissions", tag);
    await officer.goto(`/dashboard/message-templates?search=${tag}`);
    await expect(officer.getByRole("row", { name: new RegExp(`Counselling dates ${tag}`) })).toBeVisible();
    await expect(officer.getByRole("button", { name: "Add template" })).toHaveCount(0);
    await expect(officer.getByRole("button", { name: /^Edit / })).toHaveCount(0);
    await context.close();
  });

  test("a visitor from a newspaper campaign link sends an enquiry; the dashboard's sources report shows that campaign", async ({
    browser,
    baseURL,
    page,
    request,
  }) => {
    const before = await request.get("/api/enquiry/sources", { headers: await bearer(request) });
    const campaigns = (await before.json()).data.byCampaign as {
      campaign: { source: string | null; medium: string | null; name: string | null };
      enquiries: number;
    }[];
    const isNeet2026 = (row: (typeof campaigns)[number]) =>
      row.campaign.source === "newspaper" && row.campaign.medium === null && row.campaign.name === "neet2026";
    const earlier = campaigns.find(isNeet2026)?.enquiries ?? 0;

    // The visitor, on a phone, lands on the home page from the campaign's link and goes on to the form.
    const visitor = await browser.newContext({ baseURL, viewport: { width: 390, height: 844 } });
    const phone = await visitor.newPage();
    await closeAdmissionPopupForSession(phone, baseURL);
    await phone.goto("/?utm_source=newspaper&utm_campaign=neet2026");
    await phone.goto("/admission/admission-enquiry");
    await waitForForm(phone);
    const name = `Reader ${uniqueTag()}`;
    await inForm(phone).getByLabel("First Name").fill(name);
    await inForm(phone).getByLabel("Email Address").fill("reader@example.com");
    await inForm(phone).getByLabel("Phone Number").fill("9812345678");
    await inForm(phone).getByLabel("Course").selectOption("MBBS");
    await inForm(phone).getByLabel("Neet Score").fill("598");
    await phone.getByRole("button", { name: "Submit Enquiry" }).click();
    await expect(phone.getByRole("dialog", { name: "Message Sent Successfully" })).toContainText(
      /Your reference is ENQ-\d{6}/,
    );
    await visitor.close();
    const [stored] = await staffSearch<StoredEnquiry & { source: string; campaign: unknown }>(
      request,
      "enquiry",
      name,
    );
    expect(stored).toMatchObject({
      source: "web",
      campaign: { source: "newspaper", medium: null, name: "neet2026" },
    });

    // The admissions officer sees the campaign in the dashboard's report.
    await signInAsColleague(page, "admissions", uniqueTag());
    await page.goto("/dashboard");
    const row = page
      .getByRole("table", { name: "Web campaigns" })
      .locator('[data-campaign="newspaper / — / neet2026"]');
    await expect(row.getByRole("cell").nth(1)).toHaveText(String(earlier + 1));
    await expect(page.getByRole("list", { name: "Enquiries per source" })).toContainText("Website");
    await expectNoAxeViolations(page);
  });
});
