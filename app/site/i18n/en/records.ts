/** The records pages' interface text in English (issue 24; the same keys in ../hi/records.ts). */
export const recordsEn = {
  // Shared by the records pages' tables and lists.
  "records.column.name": "Name",
  "records.column.department": "Department",
  "records.column.designation": "Designation",
  "records.column.qualification": "Qualification",
  "records.column.regNo": "Registration No.",
  "records.column.aebasId": "AEBAS ID",
  "records.column.experience": "Experience",
  "records.column.opdDays": "OPD days",
  "records.notAvailable": "N/A",
  "records.years": "{years} yrs",
  "records.show": "Show",
  "records.pager.previous": "Previous",
  "records.pager.next": "Next",
  "records.pager.page": "Page",

  // The faculty directory (/faculty/faculty-doctors).
  "records.faculty.title": "Faculty and Doctors",
  "records.faculty.description":
    "The teaching faculty and doctors of {college}: designation, qualification, medical council registration, AEBAS id and experience.",
  "records.faculty.lead":
    "Our teaching faculty and doctors, with their qualifications and medical council registration.",
  "records.faculty.everyDepartment": "Every department",
  "records.faculty.showDoctors": "Show doctors",
  "records.faculty.perPage": "per page",
  "records.faculty.apply": "Apply",
  "records.faculty.showing": "Showing {from} to {to} of {total} faculty members",
  "records.faculty.pagerLabel": "Faculty list pages",
  "records.faculty.noneInDepartment": "No faculty are listed in {department} yet. {link}.",
  "records.faculty.showEveryDepartment": "Show every department",
  "records.faculty.noSuchPage": "There is no page {page}. The list ends on page {last}: {link}.",
  "records.faculty.lastPage": "go to the last page",
  "records.faculty.caption": "Faculty and doctors, page {page} of {pages}",
  "records.faculty.captionDepartment": "{department}: faculty and doctors, page {page} of {pages}",
  "records.faculty.loading": "Loading faculty members...",
  "records.faculty.errorTitle": "Error Loading Faculty",
  "records.faculty.errorText": "Failed to fetch faculty members",
  "records.faculty.tryAgain": "Try Again",
  "records.faculty.emptyTitle": "No Faculty Members Found",
  "records.faculty.emptyText":
    "The directory has no entries yet. Please check back later or contact the college administration.",

  // Non-teaching staff.
  "records.staff.list": "Staff list",
  "records.staff.section": "Section",
  "records.staff.everySection": "Every section",
  "records.staff.error": "The staff list could not be read just now. Please try again in a few minutes.",
  "records.staff.noneInSection": "No staff are listed in {section} yet.",
  "records.staff.none": "No non-teaching staff are listed yet.",

  // MMC / AEBAS attendance.
  "records.aebas.nmcLink": "Faculty attendance on the National Medical Commission's site",
  "records.aebas.thisMonth": "Department-wise Faculty (NMC): this month's list",
  "records.aebas.reports": "Monthly attendance reports",
  "records.aebas.reportsLabel": "AEBAS attendance reports",

  // Student pages.
  "records.downloads.appTitle": "The {app} app",
  "records.downloads.getApp": "Get the app",
  "records.downloads.googlePlay": "Get it on Google Play",
  "records.downloads.appStore": "Download on the App Store",
  "records.downloads.android": "For Android phones",
  "records.downloads.iphone": "For iPhone and iPad",
  "records.downloads.forms": "Forms and documents",
  "records.downloads.formsLabel": "Forms and documents to download",
  "records.studentList.mbbs": "MBBS student list by academic year",
  "records.studentList.pg": "PG student list by academic year",
  "records.results.mbbs": "MBBS examination results by academic year",
  "records.results.pg": "PG examination results by academic year",
  "records.nmcInfo.listLabel": "Disclosures as per the National Medical Commission",
  "records.nmcInfo.monthly":
    "The department-wise list of teaching faculty, with photo, qualification, designation and medical council registration, is published every month by the 5th: {list} ({archive}).",
  "records.nmcInfo.everyMonth": "every month published",

  // The department-wise faculty list for the NMC (/faculty/department-wise).
  "records.nmc.lead":
    "The teaching faculty of each department as disclosed to the National Medical Commission, updated every month.",
  "records.nmc.description":
    "The department-wise list of teaching faculty the National Medical Commission requires: photo, designation, qualification, medical council registration and AEBAS status of each member, published every month with its archive.",
  "records.nmc.notYet": "The first monthly list has not been published yet.",
  "records.nmc.archiveLink": "Every month published (archive)",
  "records.nmc.archiveTitle": "Department-wise Faculty: Archive",
  "records.nmc.archiveLead":
    "Every monthly list published, newest first. A published list is never changed: a correction is published as a revision, and every revision stays here.",
  "records.nmc.archiveDescription":
    "Every monthly department-wise list of teaching faculty the college has published for the National Medical Commission, with each revision, as web page, CSV and PDF.",
  "records.nmc.noneYet": "No list has been published yet.",
  "records.nmc.earlier": "Earlier:",
  "records.nmc.revision": "Revision {revision}",
  "records.nmc.page": "Page",
  "records.nmc.forRevision": "for {month} revision {revision}",
  "records.nmc.monthTitle": "Department-wise Faculty: {month}",
  "records.nmc.monthMetaTitle": "Department-wise Faculty, {month}",
  "records.nmc.monthDescription":
    "The department-wise list of teaching faculty for {month} as disclosed to the National Medical Commission.",
  "records.nmc.notFound": "List not found",
  "records.nmc.heading": "Faculty as on {asOn}, published {published}",
  "records.nmc.publishedOn": "published {published}",
  "records.nmc.summary":
    "{members} teaching faculty in {departments} departments, as recorded in the college's faculty records and the National Medical Commission's {aebas}. The Principal, Dean, Medical Superintendent and each Head of Department are marked within their departments. The PDF has the same list without photographs.",
  "records.nmc.summaryOne":
    "{members} teaching faculty in 1 department, as recorded in the college's faculty records and the National Medical Commission's {aebas}. The Principal, Dean, Medical Superintendent and each Head of Department are marked within their departments. The PDF has the same list without photographs.",
  "records.nmc.aebasSystem": "attendance system (AEBAS)",
  "records.nmc.revised": "Revised list (revision {revision}): {reason}",
  "records.nmc.earlierRevision": "This is an earlier revision.",
  "records.nmc.seeLatest": "See the latest revision for {month}",
  "records.nmc.departments": "Departments",
  "records.nmc.noMembers": "No teaching faculty were recorded when this list was published.",
  "records.nmc.revisionsOf": "Revisions of {month}",
  "records.nmc.shown": "Revision {revision} (shown)",
  "records.nmc.downloadCsv": "Download CSV",
  "records.nmc.downloadPdf": "Download PDF",
  "records.nmc.ofList": "of the list for {month}",
  "records.nmc.teachingFacultyOf": "Teaching faculty of {department}",
  "records.nmc.photo": "Photo",
  "records.nmc.medicalCouncil": "Medical council",
  "records.nmc.regNo": "Registration no.",
  "records.nmc.aebas": "AEBAS",
  "records.nmc.noPhoto": "No photo",
  "records.nmc.notRecorded": "Not recorded",
  "records.nmc.onboarded": "Onboarded",
  "records.nmc.notOnboarded": "Not onboarded",
} as const;
export type RecordsMessages = Record<keyof typeof recordsEn, string>;
