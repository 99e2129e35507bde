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
