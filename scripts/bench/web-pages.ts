import { pathInLanguage } from "../../contract/language";

/**
 * The public pages `npm run bench:web` measures and the crawl holds to the critical-path rules: issue 13's eight,
 * and the patients' pages of issue 23 (its Lighthouse target: performance 100, LCP ≤ 1.0 s).
 */
export const WEB_BENCH_PAGES = [
  "/",
  "/about/whoweare",
  "/academics/pg-fee-structure",
  "/gallery",
  "/faculty/faculty-doctors",
  "/contact",
  "/admission/admission-enquiry",
  "/career",
  "/hospitals/opd",
  "/hospitals/blood-bank",
  "/hospitals/rates",
];

/** Issue 24: the Hindi versions of issue 13's eight pages, held to the same targets. */
export const HINDI_BENCH_PAGES = WEB_BENCH_PAGES.slice(0, 8).map((page) => pathInLanguage(page, "hi"));

/**
 * The staff screens `npm run bench:web` measures signed in (issue 27; ADR 028): the sign-in screen signed
 * out, the others with the bench administrator's session cookie. Targets: performance ≥ 98, LCP ≤ 1.5 s,
 * accessibility 100, at most 100 KB of compressed JavaScript in all.
 */
export const STAFF_BENCH_PAGES = [
  "/login",
  "/dashboard",
  "/dashboard/faculty",
  "/dashboard/admission-enquiry",
];
