/** The Student group's pages (spec §2.11); the document lists themselves are in documents.ts. */

export const nmcInformation = {
  title: "Information as per NMC",
  lead: "Disclosures the National Medical Commission requires every medical college to publish.",
  description:
    "Mandatory disclosures as per the National Medical Commission: institution information, faculty member details, research and publication, and the institution's self declaration.",
  intro:
    "The National Medical Commission requires every medical college to publish these documents on its website and keep them up to date. Each opens as a PDF in a new tab.",
  departmentWise:
    "The department-wise list of teaching faculty, with photo, qualification, designation and medical council registration, is published every month by the 5th:",
};

export const appDownloads = {
  title: "Download Our Apps",
  lead: "Timetables, attendance, notices and fee receipts on your phone.",
  description:
    "Download the college's student app from Google Play or the App Store: timetables, attendance, notices, results and fee receipts.",
  appName: "GVIMS Campus",
  intro:
    "The GVIMS Campus app, provided with our school-management partner, keeps students and parents up to date. Sign in with the same user name and password as the student portal.",
  features: [
    "Class and clinical-posting timetables",
    "Daily attendance, subject by subject",
    "Notices and circulars from the college",
    "Internal assessment marks and results",
    "Fee dues and receipts",
  ],
};
