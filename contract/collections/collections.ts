import type { AnyCollection } from "./collection";
import { academicEventsCollection } from "./academic-events";
import { awardsCollection } from "./awards";
import { committeesCollection } from "./committees";
import { coursesCollection } from "./courses";
import { departmentsCollection } from "./departments";
import { documentsCollection } from "./documents";
import { facilitiesCollection } from "./facilities";
import { feePaymentCollection } from "./fee-payment";
import { homePageCollection } from "./home-page";
import { galleryCollection } from "./gallery";
import { hospitalBedsCollection } from "./hospital-beds";
import { hospitalServicesCollection } from "./hospital-services";
import { jobsCollection } from "./jobs";
import { leadersCollection } from "./leaders";
import { mbbsAdmissionCollection } from "./mbbs-admission";
import { noticesCollection } from "./notices";
import { publicationsCollection } from "./publications";
import { sitePagesCollection } from "./site-pages";
import { privacyNoticeCollection } from "./privacy-notice";
import { hospitalRatesCollection } from "./hospital-rates";
import { patientGuidesCollection } from "./patient-guides";
import { phoneListsCollection } from "./phone-lists";
import { safetyLinksCollection } from "./safety-links";
import { testimonialsCollection } from "./testimonials";
import { universitiesCollection } from "./universities";

/** Every content collection, one line each (ADR 017): the server, the audit trail and the back-office read this list. */
export const COLLECTIONS = [
  leadersCollection,
  testimonialsCollection,
  committeesCollection,
  coursesCollection,
  universitiesCollection,
  publicationsCollection,
  academicEventsCollection,
  awardsCollection,
  privacyNoticeCollection,
  hospitalRatesCollection,
  patientGuidesCollection,
  sitePagesCollection,
  departmentsCollection,
  facilitiesCollection,
  hospitalServicesCollection,
  hospitalBedsCollection,
  homePageCollection,
  jobsCollection,
  safetyLinksCollection,
  feePaymentCollection,
  mbbsAdmissionCollection,
  noticesCollection,
  documentsCollection,
  galleryCollection,
  phoneListsCollection,
] as const satisfies readonly AnyCollection[];

export type CollectionName = (typeof COLLECTIONS)[number]["name"];

export const collectionNamed = (name: string): AnyCollection | undefined =>
  (COLLECTIONS as readonly AnyCollection[]).find((collection) => collection.name === name);
