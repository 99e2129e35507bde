import { expect, type APIRequestContext, type Page } from "@playwright/test";
import { staffToken } from "./support/fixtures";

/** Fields are looked up inside the page's form (section headings elsewhere also mention "message"). */
export const inForm = (page: Page) => page.locator("form[method='post']");

/** A toast (react-hot-toast renders each as a live status region) with exactly this text. */
export const toast = (page: Page, text: string) =>
  page
    .getByRole("status")
    .filter({ hasText: new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}$`) });

/** The page's script has taken over the form (it turns off the browser's own checks). */
export async function waitForForm(page: Page) {
  await expect(page.locator("form[method='post']")).toHaveAttribute("novalidate", "");
}

export const uniqueTag = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 7)}`;

/** What staff see through the API: the contact messages or enquiries matching a search. */
export async function staffSearch<T>(
  request: APIRequestContext,
  resource: "contact-us" | "enquiry",
  search: string,
) {
  const token = await staffToken(request);
  const response = await request.get(`/api/${resource}?search=${encodeURIComponent(search)}&limit=100`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(response.status()).toBe(200);
  return (await response.json()).data as T[];
}

export interface StoredMessage {
  name: string;
  email: string;
  phone: string;
  subject: string;
  message: string;
  category: string;
}

export interface StoredEnquiry {
  name: string;
  email: string;
  phone: string;
  course: string;
  neetScore: string;
  message: string;
  /** ENQ-000123. */
  reference: string;
}
