import type { CollectionSamples, CollectionSeeds } from "./collections.service";
import { sampleJobs } from "./seeds/jobs.samples";
import { sampleNotices } from "./seeds/notices.samples";
import { committeeSeeds } from "./seeds/committees.seed";
import { courseSeeds } from "./seeds/courses.seed";
import { departmentSeeds } from "./seeds/departments.seed";
import { feePaymentSeeds } from "./seeds/fee-payment.seed";
import { facilitySeeds } from "./seeds/facilities.seed";
import { homePageSeeds } from "./seeds/home-page.seed";
import { hospitalBedSeeds } from "./seeds/hospital-beds.seed";
import { hospitalServiceSeeds } from "./seeds/hospital-services.seed";
import { hospitalRateSeeds } from "./seeds/hospital-rates.seed";
import { leaderSeeds } from "./seeds/leaders.seed";
import { mbbsAdmissionSeeds } from "./seeds/mbbs-admission.seed";
import { sitePageSeeds } from "./seeds/site-pages.seed";
import { privacyNoticeSeeds } from "./seeds/privacy-notice.seed";
import { patientGuideSeeds } from "./seeds/patient-guides.seed";
import { phoneListSeeds } from "./seeds/phone-lists.seed";
import { safetyLinkSeeds } from "./seeds/safety-links.seed";
import { testimonialSeeds } from "./seeds/testimonials.seed";
import { universitySeeds } from "./seeds/universities.seed";

/** Each collection's starting records, by name (a fresh install shows what the site showed in code). */
export const COLLECTION_SEEDS: CollectionSeeds = {
  leaders: leaderSeeds,
  testimonials: testimonialSeeds,
  committees: committeeSeeds,
  courses: courseSeeds,
  universities: universitySeeds,
  "privacy-notice": privacyNoticeSeeds,
  "hospital-rates": hospitalRateSeeds,
  "patient-guides": patientGuideSeeds,
  "site-pages": sitePageSeeds,
  departments: departmentSeeds,
  facilities: facilitySeeds,
  "hospital-services": hospitalServiceSeeds,
  "hospital-beds": hospitalBedSeeds,
  "home-page": homePageSeeds,
  "safety-links": safetyLinkSeeds,
  "fee-payment": feePaymentSeeds,
  "mbbs-admission": mbbsAdmissionSeeds,
  "phone-lists": phoneListSeeds,
};

/** Sample records for a SAMPLE_DATA install (not the college's text: made up, dated from the install). */
export const COLLECTION_SAMPLES: CollectionSamples = {
  jobs: sampleJobs,
  notices: sampleNotices,
};
