/** The eight public pages issue 13 measures (`npm run bench:web`) and holds to its critical-path rules. */
export const WEB_BENCH_PAGES = [
  "/",
  "/about/whoweare",
  "/academics/pg-fee-structure",
  "/gallery",
  "/faculty/faculty-doctors",
  "/contact",
  "/admission/admission-enquiry",
  "/career",
];
