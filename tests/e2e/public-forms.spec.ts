import { expect, test, type Browser, type Page } from "@playwright/test";
import { expectNoAxeViolations } from "./support/fixtures";
import { closeAdmissionPopupForSession } from "./site-shell-support";
import {
  inForm,
  toast,
  staffSearch,
  uniqueTag,
  waitForForm,
  type StoredEnquiry,
  type StoredMessage,
} from "./public-forms-support";

// Journeys about the forms: the visitor has already closed the admission pop-up this session.
test.beforeEach(async ({ page, baseURL }) => {
  await closeAdmissionPopupForSession(page, baseURL);
});

/** A value typed into a field, or an option picked in a select (by value, or by its label). */
type FieldValue = string | { select: string | { label: string } };

/** Fills the form's fields, found by their labels, in the order given. */
async function fillForm(page: Page, fields: Record<string, FieldValue>) {
  for (const [label, value] of Object.entries(fields)) {
    const field = inForm(page).getByLabel(label);
    if (typeof value === "string") await field.fill(value);
    else await field.selectOption(value.select);
  }
}

/** The URLs of the POST requests the page makes from now on. */
function recordPosts(page: Page) {
  const posts: string[] = [];
  page.on("request", (request) => {
    if (request.method() === "POST") posts.push(request.url());
  });
  return posts;
}

/** Holds back the requests to `url` until the returned function is called, to see the sending state. */
async function holdRequests(page: Page, url: string) {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(url, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

/** A page in a new browser context without JavaScript, the admission pop-up already closed. */
async function pageWithoutJavaScript(browser: Browser, baseURL: string | undefined) {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await closeAdmissionPopupForSession(page, baseURL);
  return { context, page };
}

test.describe("contact form", () => {
  test("an empty field shows 'Please fill all the fields' and sends nothing", async ({ page }) => {
    const posts = recordPosts(page);
    await page.goto("/contact");
    await waitForForm(page);
    await fillForm(page, {
      Name: "Asha Kumari",
      Email: "asha@example.com",
    });
    await page.getByRole("button", { name: "Send Message" }).click();
    await expect(toast(page, "Please fill all the fields")).toBeVisible();
    await expect(inForm(page).getByLabel("Phone")).toBeFocused();
    expect(posts).toEqual([]);
  });

  test("a message is sent, acknowledged, cleared, and reaches staff", async ({ page, request }) => {
    const tag = uniqueTag();
    await page.goto("/contact");
    await expect(page.locator("iframe[title^='Map showing']")).toHaveAttribute("loading", "lazy");
    await waitForForm(page);
    await expect(inForm(page).getByLabel("Category").locator("option")).toHaveText([
      "Select a category",
      "General Inquiry",
      "Admissions",
      "Medical Services",
      "Collaboration",
    ]);
    await fillForm(page, {
      Name: "Asha Kumari",
      Email: "asha@example.com",
      Phone: "+91 98765 43210",
      Subject: `Hostel for girls ${tag}`,
      Category: { select: { label: "Admissions" } },
      Message: "Is there a hostel for first-year girls?",
    });

    const release = await holdRequests(page, "**/api/contact-us");
    await page.getByRole("button", { name: "Send Message" }).click();
    const sending = page.getByRole("button", { name: "Sending..." });
    await expect(sending).toBeVisible();
    await expect(sending).toBeDisabled();
    release();

    await expect(toast(page, "Message sent successfully")).toBeVisible();
    const dialog = page.getByRole("dialog", { name: "Message Sent Successfully" });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText("Your message has been sent successfully")).toBeVisible();
    await expectNoAxeViolations(page);
    await dialog.getByRole("button", { name: "Close" }).last().click();
    await expect(dialog).toBeHidden();
    for (const field of ["Name", "Email", "Phone", "Subject", "Message"]) {
      await expect(inForm(page).getByLabel(field)).toHaveValue("");
    }
    await expect(inForm(page).getByLabel("Category")).toHaveValue("");
    await expect(page.getByRole("button", { name: "Send Message" })).toBeEnabled();

    const stored = await staffSearch<StoredMessage>(request, "contact-us", tag);
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({
      name: "Asha Kumari",
      email: "asha@example.com",
      phone: "+91 98765 43210",
      subject: `Hostel for girls ${tag}`,
      category: "admissions",
      message: "Is there a hostel for first-year girls?",
    });
  });

  test("the server's rejection is shown beside the field and the input is kept", async ({
    page,
    request,
  }) => {
    const tag = uniqueTag();
    await page.goto("/contact");
    await waitForForm(page);
    await fillForm(page, {
      Name: "Ravi",
      Email: "ravi@example.com",
      Phone: "12",
      Subject: `Fees ${tag}`,
      Category: { select: "general" },
      Message: "What are the fees?",
    });
    await page.getByRole("button", { name: "Send Message" }).click();

    await expect(inForm(page).getByLabel("Phone")).toHaveAttribute("aria-invalid", "true");
    await expect(page.getByText("Enter a valid phone number").first()).toBeVisible();
    await expect(inForm(page).getByLabel("Subject")).toHaveValue(`Fees ${tag}`);
    await expect(inForm(page).getByLabel("Message")).toHaveValue("What are the fees?");
    await expect(page.getByRole("dialog")).toBeHidden();
    await expectNoAxeViolations(page);
    expect(await staffSearch(request, "contact-us", tag)).toHaveLength(0);
  });

  test("a lost connection and a rate limit are explained, and nothing typed is lost", async ({ page }) => {
    await page.goto("/contact");
    await waitForForm(page);
    await fillForm(page, {
      Name: "Ravi",
      Email: "ravi@example.com",
      Phone: "9876543210",
      Subject: "Fees",
      Category: { select: "general" },
      Message: "What are the fees?",
    });

    await page.route("**/api/contact-us", (route) => route.abort("internetdisconnected"));
    await page.getByRole("button", { name: "Send Message" }).click();
    await expect(
      page.getByRole("alert").filter({ hasText: "could not reach the college's server" }),
    ).toBeVisible();
    await expect(inForm(page).getByLabel("Message")).toHaveValue("What are the fees?");
    await expect(page.getByRole("button", { name: "Send Message" })).toBeEnabled();

    // The limiter's own message, as the API sends it with 429.
    await page.unroute("**/api/contact-us");
    const limited = "Too many submissions from your connection. Please wait a few minutes and try again.";
    await page.route("**/api/contact-us", (route) =>
      route.fulfill({ status: 429, json: { success: false, message: limited } }),
    );
    await page.getByRole("button", { name: "Send Message" }).click();
    await expect(page.getByRole("alert").filter({ hasText: limited })).toBeVisible();
    await expect(inForm(page).getByLabel("Name")).toHaveValue("Ravi");
  });
});

test.describe("admission enquiry form", () => {
  test("an empty required field shows 'Please fill all the fields' and sends nothing", async ({ page }) => {
    const posts = recordPosts(page);
    await page.goto("/admission/admission-enquiry");
    await waitForForm(page);
    await fillForm(page, {
      "First Name": "Kiran",
      "Email Address": "kiran@example.com",
      "Phone Number": "9876543210",
      Course: { select: "MBBS" },
    });
    await page.getByRole("button", { name: "Submit Enquiry" }).click();
    await expect(toast(page, "Please fill all the fields")).toBeVisible();
    await expect(inForm(page).getByLabel("Neet Score")).toBeFocused();
    expect(posts).toEqual([]);
    await expectNoAxeViolations(page);
  });

  test("an enquiry is submitted, acknowledged, reset, and reaches staff", async ({ page, request }) => {
    const name = `Kiran ${uniqueTag()}`;
    await page.goto("/admission/admission-enquiry");
    await waitForForm(page);
    await expect(inForm(page).getByLabel("Course").locator("option")).toHaveText([
      "Select a course",
      "MD",
      "MS",
      "MBBS",
    ]);
    await fillForm(page, {
      "First Name": name,
      "Email Address": "kiran@example.com",
      "Phone Number": "9876543210",
      Course: { select: "MD" },
      "Neet Score": "612",
      Message: "Is there a seat in MD Paediatrics?",
    });

    const release = await holdRequests(page, "**/api/enquiry");
    await page.getByRole("button", { name: "Submit Enquiry" }).click();
    await expect(page.getByRole("button", { name: "Sending..." })).toBeDisabled();
    release();

    await expect(toast(page, "Enquiry submitted successfully")).toBeVisible();
    const dialog = page.getByRole("dialog", { name: "Message Sent Successfully" });
    await expect(dialog.getByText("Your message has been sent successfully")).toBeVisible();
    // The reference the acknowledgement repeats and the office searches by (issue 25, item 7).
    const quoted = dialog.getByText(/^Your reference is ENQ-\d{6}\. Please quote it/);
    await expect(quoted).toBeVisible();
    const reference = /ENQ-\d{6}/.exec((await quoted.textContent()) ?? "")![0];
    await dialog.getByRole("button", { name: "Close" }).last().click();
    await expect(dialog).toBeHidden();
    await expect(inForm(page).getByLabel("First Name")).toHaveValue("");
    await expect(inForm(page).getByLabel("Course")).toHaveValue("");
    await expect(inForm(page).getByLabel("Neet Score")).toHaveValue("");

    const stored = await staffSearch<StoredEnquiry>(request, "enquiry", name);
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({
      name,
      email: "kiran@example.com",
      phone: "9876543210",
      course: "MD",
      neetScore: "612",
      message: "Is there a seat in MD Paediatrics?",
      reference,
    });
  });

  test("a rejected or failed enquiry tells the visitor and keeps the input", async ({ page, request }) => {
    const name = `Kiran ${uniqueTag()}`;
    await page.goto("/admission/admission-enquiry");
    await waitForForm(page);
    await fillForm(page, {
      "First Name": name,
      "Email Address": "kiran@example.com",
      "Phone Number": "98",
      Course: { select: "MS" },
      "Neet Score": "590",
    });
    await page.getByRole("button", { name: "Submit Enquiry" }).click();
    await expect(inForm(page).getByLabel("Phone Number")).toHaveAttribute("aria-invalid", "true");
    await expect(page.getByText("Enter a valid phone number").first()).toBeVisible();
    await expect(inForm(page).getByLabel("First Name")).toHaveValue(name);
    await expect(inForm(page).getByLabel("Course")).toHaveValue("MS");

    await inForm(page).getByLabel("Phone Number").fill("9876543210");
    await page.route("**/api/enquiry", (route) => route.abort("connectionrefused"));
    await page.getByRole("button", { name: "Submit Enquiry" }).click();
    await expect(
      page.getByRole("alert").filter({ hasText: "could not reach the college's server" }),
    ).toBeVisible();
    await expect(inForm(page).getByLabel("Neet Score")).toHaveValue("590");
    expect(await staffSearch(request, "enquiry", name)).toHaveLength(0);
  });
});

test.describe("without JavaScript", () => {
  test("the contact form posts to the page and the message reaches staff", async ({
    browser,
    request,
    baseURL,
  }) => {
    const { context, page } = await pageWithoutJavaScript(browser, baseURL);
    const tag = uniqueTag();
    await page.goto("/contact");
    await fillForm(page, {
      Name: "Meena",
      Email: "meena@example.com",
      Phone: "9123456780",
      Subject: `No script ${tag}`,
      Category: { select: "medical" },
      Message: "When is the cardiology OPD?",
    });
    await page.getByRole("button", { name: "Send Message" }).click();
    await expect(page.getByRole("status").getByText("Message Sent Successfully")).toBeVisible();
    await expect(page.getByText("Your message has been sent successfully")).toBeVisible();
    await expect(inForm(page).getByLabel("Name")).toHaveValue("");
    const stored = await staffSearch<StoredMessage>(request, "contact-us", tag);
    expect(stored).toHaveLength(1);
    expect(stored[0]!.category).toBe("medical");

    // A rejected post comes back with the errors beside the fields and the values kept.
    await fillForm(page, {
      Name: "Meena",
      Email: "not-an-address",
      Subject: `Second ${tag}`,
    });
    await page.evaluate(() => document.querySelector("form[method='post']")?.setAttribute("novalidate", ""));
    await page.getByRole("button", { name: "Send Message" }).click();
    await expect(page.getByText("Enter a valid email address").first()).toBeVisible();
    await expect(inForm(page).getByLabel("Email")).toHaveValue("not-an-address");
    await expect(inForm(page).getByLabel("Subject")).toHaveValue(`Second ${tag}`);
    await expect(inForm(page).getByLabel("Name")).toHaveValue("Meena");
    await context.close();
  });

  test("the enquiry form posts to the page and the enquiry reaches staff", async ({
    browser,
    request,
    baseURL,
  }) => {
    const { context, page } = await pageWithoutJavaScript(browser, baseURL);
    const name = `Sana ${uniqueTag()}`;
    await page.goto("/admission/admission-enquiry");
    await fillForm(page, {
      "First Name": name,
      "Email Address": "sana@example.com",
      "Phone Number": "9988776655",
      Course: { select: "MBBS" },
      "Neet Score": "655",
    });
    await page.getByRole("button", { name: "Submit Enquiry" }).click();
    await expect(page.getByRole("status").getByText("Message Sent Successfully")).toBeVisible();
    const stored = await staffSearch<StoredEnquiry>(request, "enquiry", name);
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({ course: "MBBS", neetScore: "655", message: "" });
    await expect(page.getByRole("status")).toContainText(
      `Your reference is ${stored[0]!.reference}. Please quote it when you call or write to the admissions office.`,
    );
    await context.close();
  });

  test("a filled honeypot is answered as sent but nothing is stored", async ({
    browser,
    request,
    baseURL,
  }) => {
    const { context, page } = await pageWithoutJavaScript(browser, baseURL);
    const tag = uniqueTag();
    await page.goto("/contact");
    await expect(page.locator("input[name='website']")).toHaveAttribute("tabindex", "-1");
    await fillForm(page, {
      Name: "Bot",
      Email: "bot@example.com",
      Phone: "9123456780",
      Subject: `Spam ${tag}`,
      Category: { select: "general" },
      Message: "Buy now",
    });
    await page.locator("input[name='website']").fill("https://spam.example", { force: true });
    await page.getByRole("button", { name: "Send Message" }).click();
    await expect(page.getByRole("status").getByText("Message Sent Successfully")).toBeVisible();
    expect(await staffSearch(request, "contact-us", tag)).toHaveLength(0);
    await context.close();
  });
});

test("on a 375 px phone a visitor sends a message and an enquiry, and staff see both", async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 375, height: 740 });
  const tag = uniqueTag();

  await page.goto("/contact");
  await expectNoAxeViolations(page);
  await waitForForm(page);
  await fillForm(page, {
    Name: "Priya",
    Email: "priya@example.com",
    Phone: "9001122334",
    Subject: `Phone journey ${tag}`,
    Category: { select: "collaboration" },
    Message: "We would like to run a health camp together.",
  });
  await page.getByRole("button", { name: "Send Message" }).click();
  await expect(page.getByRole("dialog", { name: "Message Sent Successfully" })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

  await page.goto("/admission/admission-enquiry");
  await expectNoAxeViolations(page);
  await waitForForm(page);
  await fillForm(page, {
    "First Name": `Priya ${tag}`,
    "Email Address": "priya@example.com",
    "Phone Number": "9001122334",
    Course: { select: "MBBS" },
    "Neet Score": "701",
  });
  await page.getByRole("button", { name: "Submit Enquiry" }).click();
  await expect(page.getByRole("dialog", { name: "Message Sent Successfully" })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

  expect(await staffSearch(request, "contact-us", tag)).toHaveLength(1);
  expect(await staffSearch(request, "enquiry", `Priya ${tag}`)).toHaveLength(1);
});
