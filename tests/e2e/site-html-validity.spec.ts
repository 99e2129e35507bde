import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect, test, type APIRequestContext } from "@playwright/test";
import { languageOfPath } from "../../contract/language";
import { E2E_ADMIN } from "./support/fixtures";

// Issue 26, item 1: every page, in both languages (issue 24), is valid HTML by the W3C Nu HTML Checker (vnu-jar, a devDependency; Java from
// the machine, `.ci/run` installs a JRE when it is missing). Each page is fetched once, as the server sends it to
// a first-time visitor (with the admission pop-up), and the checker runs once over all of them (one JVM start).
// Errors fail the test; warnings are listed in the output.

const VNU_JAR = path.resolve("node_modules/vnu-jar/build/dist/vnu.jar");

/** The back-office screens the server renders at a fixed address (the staff route table's, without ids). */
const STAFF_PATHS = [
  "/dashboard",
  "/dashboard/faculty",
  "/dashboard/non-teaching-staff",
  "/dashboard/contact",
  "/dashboard/admission-enquiry",
  "/dashboard/notices",
  "/dashboard/popup",
  "/dashboard/nmc-disclosure",
  "/dashboard/disclosures",
  "/dashboard/documents",
  "/dashboard/gallery",
  "/dashboard/jobs",
  "/dashboard/fees",
  "/dashboard/site-settings",
  "/dashboard/grievances",
  "/dashboard/opd",
  "/dashboard/users",
  "/dashboard/audit",
  "/dashboard/settings",
];

interface VnuMessage {
  type: "error" | "info" | "non-document-error";
  subType?: string;
  url?: string;
  lastLine?: number;
  message: string;
  extract?: string;
}

async function sitemapPaths(request: APIRequestContext) {
  const response = await request.get("/sitemap.xml");
  expect(response.status()).toBe(200);
  const locs = [...(await response.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!);
  expect(locs.length).toBeGreaterThan(40);
  return locs.map((loc) => {
    const url = new URL(loc.replace(/&amp;/g, "&"));
    return `${url.pathname}${url.search}`;
  });
}

async function pageHtml(request: APIRequestContext, pagePath: string, status = 200) {
  const response = await request.get(pagePath, { maxRedirects: 0 });
  expect(response.status(), pagePath).toBe(status);
  expect(response.headers()["content-type"], pagePath).toMatch(/^text\/html/);
  return response.text();
}

test("every public page, the not-found page, sign-in and the staff screens are valid HTML (Nu HTML Checker)", async ({
  playwright,
  baseURL,
}) => {
  test.setTimeout(480_000);
  // Three visitors: a first-time one in each language (the pop-up is part of its pages; a Hindi page's cookie
  // would send the other's English addresses to Hindi) and the signed-in admin.
  const visitor = await playwright.request.newContext({ baseURL });
  const hindiVisitor = await playwright.request.newContext({ baseURL });
  const admin = await playwright.request.newContext({ baseURL });
  const pages = new Map<string, string>();
  const visitorOf = (pagePath: string) => (languageOfPath(pagePath) === "hi" ? hindiVisitor : visitor);
  try {
    for (const pagePath of await sitemapPaths(visitor))
      pages.set(pagePath, await pageHtml(visitorOf(pagePath), pagePath));
    expect([...pages.keys()].filter((pagePath) => languageOfPath(pagePath) === "hi").length).toBe(
      pages.size / 2,
    );
    pages.set("/no-such-page (not found)", await pageHtml(visitor, "/no-such-page", 404));
    pages.set("/hi/no-such-page (not found)", await pageHtml(hindiVisitor, "/hi/no-such-page", 404));
    pages.set("/login", await pageHtml(visitor, "/login"));
    expect((await admin.post("/api/login", { data: E2E_ADMIN })).status()).toBe(200);
    for (const pagePath of STAFF_PATHS) pages.set(`${pagePath} (signed in)`, await pageHtml(admin, pagePath));
  } finally {
    await visitor.dispose();
    await hindiVisitor.dispose();
    await admin.dispose();
  }

  const dir = mkdtempSync(path.join(tmpdir(), "college-vnu-"));
  try {
    const files = new Map<string, string>();
    [...pages].forEach(([pagePath, html], index) => {
      const file = path.join(dir, `page-${String(index).padStart(3, "0")}.html`);
      writeFileSync(file, html);
      files.set(file, pagePath);
    });
    const run = spawnSync(
      process.env.JAVA ?? "java",
      ["-jar", VNU_JAR, "--format", "json", ...files.keys()],
      {
        encoding: "utf8",
        maxBuffer: 64 * 1024 * 1024,
      },
    );
    expect(run.error, "java could not be started").toBeUndefined();
    // vnu writes its JSON report to stderr; exit status 1 only says there were errors.
    const report = JSON.parse(run.stderr) as { messages: VnuMessage[] };
    const describe = (m: VnuMessage) => {
      const file = m.url ? decodeURIComponent(new URL(m.url).pathname) : "";
      return `${files.get(file) ?? file}:${m.lastLine ?? "?"}: ${m.message}${m.extract ? ` [${m.extract.trim()}]` : ""}`;
    };
    const warnings = report.messages.filter((m) => m.type === "info" && m.subType === "warning");
    if (warnings.length)
      console.warn(`Nu HTML Checker warnings (${warnings.length}):\n${warnings.map(describe).join("\n")}`);
    const errors = report.messages.filter((m) => m.type === "error" || m.type === "non-document-error");
    expect(errors.map(describe)).toEqual([]);
    expect(pages.size).toBeGreaterThan(120);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
