import { COLLEGE_INFORMATION_FIELDS } from "../../../../contract/college-information";
import { ACADEMIC_EVENT_KIND_LABELS } from "../../../../contract/collections/academic-events";
import { RECOGNITION_LABELS } from "../../../../contract/collections/courses";
import { MSR_GAPS, MSR_ITEMS } from "../../../../contract/msr-hub";
import { CATEGORY_LABELS, QUOTA_LABELS } from "../../../../contract/students";

/**
 * The MSR Clause B.1.11 pages' interface text in English (issue 24; the same keys in ../hi/msr.ts): the hub,
 * its twelve items, the monthly publications and the college-information pro-forma. The items' titles and the
 * pro-forma's labels are the contract's (contract/msr-hub.ts, contract/college-information.ts), which the API,
 * CSV and PDF keep in English; the pages map each letter or fact to its key here.
 */
export const msrEn = {
  "msr.crumb": "MSR Clause B.1.11",
  "msr.archiveCrumb": "Archive",
  "msr.notFound": "Not found",
  "msr.noneYet": "No month has been published yet.",
  "msr.archiveLink": "Every month published (archive)",
  "msr.collegeInformation": "College information",
  "msr.itemsLabel": "The twelve items",
  "msr.allItems": "All twelve items",
  "msr.notRecorded": "Not recorded",
  "msr.total": "Total",

  // The twelve items (contract's MSR_ITEMS).
  "msr.item.a": MSR_ITEMS.a,
  "msr.item.b": MSR_ITEMS.b,
  "msr.item.c": MSR_ITEMS.c,
  "msr.item.d": MSR_ITEMS.d,
  "msr.item.e": MSR_ITEMS.e,
  "msr.item.f": MSR_ITEMS.f,
  "msr.item.g": MSR_ITEMS.g,
  "msr.item.h": MSR_ITEMS.h,
  "msr.item.i": MSR_ITEMS.i,
  "msr.item.j": MSR_ITEMS.j,
  "msr.item.k": MSR_ITEMS.k,
  "msr.item.l": MSR_ITEMS.l,

  // The hub (/msr-clause-b-1-11).
  "msr.hub.description":
    "The twelve items a medical college publishes under clause B.1.11 of the NMC's Minimum Standard Requirements: heads, staff, intake, admissions, research, results, recognition, clinical material and anti-ragging.",
  "msr.hub.lead":
    "The twelve items the National Medical Commission asks every medical college to keep on its website.",
  "msr.hub.intro":
    "Clause B.1.11 of the Minimum Standard Requirements for the MBBS course (1999, as amended in 2019) lists what a college must publish and keep up to date. Each item below is built from the college's own records as they stand today, with the date it last changed; an item says plainly what is not yet recorded.",
  "msr.hub.monthly": "Monthly publication",
  "msr.hub.latest":
    "The latest publication is for {month}, published on {date}{revision}: {read} or {download}.",
  "msr.hub.latestRevision": " (revision {revision})",
  "msr.hub.readMonth": "read {month} as published",
  "msr.hub.downloadPdf": "download it as one PDF",
  "msr.hub.updated": "Updated {date}",
  "msr.hub.nothingYet": "Nothing recorded yet",
  "msr.hub.missing": "{count} not yet recorded",
  "msr.hub.proformaTitle": "College information pro-forma",
  "msr.hub.proformaText":
    "The facts the National Medical Commission's pro-forma of 13 December 2021 asks for, from the college's address to its hostels and grievance officer: {link}.",

  // The pro-forma (/college-information).
  "msr.college.metaTitle": "College information (NMC pro-forma)",
  "msr.college.description":
    "The college-information pro-forma of the National Medical Commission (13 December 2021): address, Dean, hospital, beds, permission and recognition, admissions, patients, hostels and the grievance redressal officer.",
  "msr.college.lead": "The pro-forma of the National Medical Commission of 13 December 2021.",

  // The archive and the published months.
  "msr.archive.metaTitle": "{hub}: archive",
  "msr.archive.description":
    "Every monthly publication of the information under MSR Clause B.1.11 the college has made, with each revision, as web pages, CSV and PDF.",
  "msr.archive.title": "MSR Clause B.1.11: archive",
  "msr.archive.lead":
    "Every month published, newest first. A published month is never changed: a correction is published as a revision, and every revision stays here.",
  "msr.archive.earlier": "Earlier:",
  "msr.archive.revisionPublished": "Revision {revision}, published {date}",
  "msr.archive.published": "Published {date}",
  "msr.archive.pages": "Pages",
  "msr.archive.of": "of {month}, revision {revision}",
  "msr.month.metaTitle": "{hub}: {month}",
  "msr.month.description":
    "The twelve items of MSR Clause B.1.11 as the college published them for {month}, with CSV and PDF.",
  "msr.month.title": "MSR Clause B.1.11: {month}",
  "msr.month.lead": "{hub}, as published for {month}.",
  "msr.month.asPublished":
    "As published for {month} on {date}{revision}. A published month is never changed; a correction is published as a revision with its reason.",
  "msr.month.revisionSuffix": ", revision {revision}",
  "msr.month.reason": "Reason for revision {revision}: {reason}",
  "msr.month.earlierTitle": "An earlier revision",
  "msr.month.earlierText": "This is revision {revision}; the month was corrected later. {link}.",
  "msr.month.readLatest": "Read the latest revision",
  "msr.month.wholePdf": "The whole month as one PDF (A4)",
  "msr.month.notRecorded": "{count} not recorded",
  "msr.month.csvOf": "of item ({letter})",
  "msr.month.proforma": "College information pro-forma, as it stood",
  "msr.month.allItems": "All twelve items of {month}",

  // One item's page, live (/msr-clause-b-1-11/a) or as published (/msr-clause-b-1-11/2026-11/a).
  "msr.itemPage.metaTitle": "{title} | MSR Clause B.1.11",
  "msr.itemPage.description":
    "Information under MSR Clause B.1.11, item ({letter}): {title}, from the college's records.",
  "msr.itemPage.lead": "{hub}, item ({letter}).",
  "msr.itemPage.otherItems": "Other items",
  "msr.monthItem.metaTitle": "{title}, {month} | MSR Clause B.1.11",
  "msr.monthItem.description": "{title}: {hub} as the college published it for {month}.",
  "msr.monthItem.lead": "{hub}, {month}, item ({letter}).",
  "msr.monthItem.leadProforma": "{hub}, {month}: the pro-forma as it stood.",
  "msr.monthItem.csv": "Download item ({letter}) as CSV",
  "msr.missing.title": "Not yet in the college's records",

  // What an item lacks (contract's MSR_GAPS), and the university offices those name.
  "msr.gap.noHolder": MSR_GAPS.noHolder,
  "msr.gap.noQualification": MSR_GAPS.noQualification,
  "msr.gap.noPhone": MSR_GAPS.noPhone,
  "msr.gap.noEmail": MSR_GAPS.noEmail,
  "msr.gap.noTeaching": MSR_GAPS.noTeaching,
  "msr.gap.noNonTeaching": MSR_GAPS.noNonTeaching,
  "msr.gap.departmentEmpty": MSR_GAPS.departmentEmpty,
  "msr.gap.noCourses": MSR_GAPS.noCourses,
  "msr.gap.noSeats": MSR_GAPS.noSeats,
  "msr.gap.noAdmissions": MSR_GAPS.noAdmissions,
  "msr.gap.noPublications": MSR_GAPS.noPublications,
  "msr.gap.noEvents": MSR_GAPS.noEvents,
  "msr.gap.noAwards": MSR_GAPS.noAwards,
  "msr.gap.noOfficer": MSR_GAPS.noOfficer,
  "msr.gap.officerPhone": MSR_GAPS.officerPhone,
  "msr.gap.officerEmail": MSR_GAPS.officerEmail,
  "msr.gap.noAddress": MSR_GAPS.noAddress,
  "msr.gap.noUniversity": MSR_GAPS.noUniversity,
  "msr.gap.noResults": MSR_GAPS.noResults,
  "msr.gap.noRecognition": MSR_GAPS.noRecognition,
  "msr.gap.noClinical": MSR_GAPS.noClinical,
  "msr.gap.noCommittee": MSR_GAPS.noCommittee,
  "msr.gap.noOrders": MSR_GAPS.noOrders,
  "msr.office.viceChancellor": "Vice-Chancellor",
  "msr.office.registrar": "Registrar",

  // Table headings shared by the items.
  "msr.column.course": "Course",
  "msr.column.duration": "Duration",
  "msr.column.category": "Category",
  "msr.column.students": "Students",
  "msr.column.quota": "Quota",
  "msr.column.date": "Date",
  "msr.column.title": "Title",
  "msr.column.about": "About",
  "msr.column.month": "Month",
  "msr.column.role": "Role",
  "msr.column.phone": "Phone",
  "msr.column.email": "E-mail",

  // (a) The heads.
  "msr.post.dean": "Dean",
  "msr.post.principal": "Principal",
  "msr.post.medicalSuperintendent": "Medical Superintendent",
  "msr.heads.address": "Address",
  "msr.heads.noContact": "Phone and e-mail: not published",

  // (b) Staff.
  "msr.staff.teaching": "Teaching staff: {count}",
  "msr.staff.teachingIntro":
    "Teachers by department. Each one's name, designation and qualification are in the department-wise list.",
  "msr.staff.departmentList": "Department-wise faculty list (NMC)",
  "msr.staff.teachingCaption": "Teaching staff by department",
  "msr.staff.teachers": "Teachers",
  "msr.staff.nonTeaching": "Non-teaching staff: {count}",
  "msr.staff.nonTeachingLink": "Non-teaching staff by name and designation",
  "msr.staff.nonTeachingCaption": "Non-teaching staff by section",
  "msr.staff.staff": "Staff",
  "msr.staff.noNonTeaching": "No non-teaching staff are recorded yet.",

  // (c) Intake and (j) recognition.
  "msr.noCourses": "No courses are recorded yet.",
  "msr.intake.caption": "Sanctioned {level} intake a year",
  "msr.intake.seats": "Seats a year",
  "msr.intake.total": "Total {level}",
  "msr.recognition.caption": "Recognition status of the courses",
  "msr.recognition.level": "Level",
  "msr.recognition.status": "Status",
  "msr.recognition.details": "Details",
  "msr.recognition.recognised": RECOGNITION_LABELS.recognised,
  "msr.recognition.permitted": RECOGNITION_LABELS.permitted,
  "msr.recognition.applied": RECOGNITION_LABELS.applied,

  // (d) Admissions.
  "msr.admissions.intro":
    "Students admitted in the academic years {current} (current) and {previous}, grouped by category and listed in order of merit (NEET rank), with the count in each category and quota.",
  "msr.admissions.title": "{level} admissions {batch}: {count}",
  "msr.admissions.none": "No {level} admissions are recorded for {batch}.",
  "msr.admissions.byCategory": "{level} {batch}: admitted by category",
  "msr.admissions.byQuota": "{level} {batch}: admitted by quota",
  "msr.admissions.pwd": "Persons with disability among them: {count}",
  "msr.admissions.merit": "{level} {batch}, {category} category, in order of merit",
  "msr.admissions.general": CATEGORY_LABELS.general,
  "msr.admissions.neetRank": "NEET rank",
  "msr.admissions.neetScore": "NEET score",
  "msr.admissions.admittedOn": "Admitted on",
  "msr.quota.state": QUOTA_LABELS.state,
  "msr.quota.management": QUOTA_LABELS.management,
  "msr.quota.nri": QUOTA_LABELS.nri,
  "msr.quota.allIndia": QUOTA_LABELS["all-india"],

  // (e) Publications, (f) events, (g) awards.
  "msr.publications.none": "No research publications since {date} are recorded yet.",
  "msr.events.none": "No CMEs, conferences or other academic activities since {date} are recorded yet.",
  "msr.events.caption": "CMEs, conferences and academic activities of the last year",
  "msr.events.kind": "Kind",
  "msr.events.wholeCollege": "Whole college",
  "msr.eventKind.cme": ACADEMIC_EVENT_KIND_LABELS.cme,
  "msr.eventKind.conference": ACADEMIC_EVENT_KIND_LABELS.conference,
  "msr.eventKind.workshop": ACADEMIC_EVENT_KIND_LABELS.workshop,
  "msr.eventKind.seminar": ACADEMIC_EVENT_KIND_LABELS.seminar,
  "msr.eventKind.guestLecture": ACADEMIC_EVENT_KIND_LABELS["guest-lecture"],
  "msr.eventKind.other": ACADEMIC_EVENT_KIND_LABELS.other,
  "msr.awards.none": "No awards or achievements since {date} are recorded yet.",
  "msr.awards.caption": "Awards and achievements of the last year",
  "msr.awards.award": "Award or achievement",
  "msr.awards.recipient": "Recipient",

  // (h) Universities.
  "msr.universities.none": "No affiliating university is recorded yet.",
  "msr.universities.address": "Address: {address}",
  "msr.universities.about": "About {name}",

  // (i) Results.
  "msr.results.none": "No examination results since {month} are recorded yet.",
  "msr.results.caption": "Examination results of the last twelve months",
  "msr.results.exam": "Examination",
  "msr.results.held": "Held",
  "msr.results.appeared": "Appeared",
  "msr.results.passed": "Passed",
  "msr.results.passPercent": "Pass %",
  "msr.results.result": "Result",

  // (k) Clinical material.
  "msr.clinical.none": "No clinical material is recorded for the twelve months from {from} to {to}.",
  "msr.clinical.table": "OPD and IPD by month",
  "msr.clinical.opdNew": "OPD new",
  "msr.clinical.opdOld": "OPD follow-up",
  "msr.clinical.opdTotal": "OPD total",
  "msr.clinical.ipd": "IPD admissions",
  "msr.clinical.occupancy": "Bed occupancy",
  "msr.clinical.emergency": "Emergency cases",
  "msr.clinical.average": "{percent}% (average)",
  "msr.clinical.procedures": "Operations, deliveries, investigations, births and deaths by month",
  "msr.clinical.majorOperations": "Major operations",
  "msr.clinical.minorOperations": "Minor operations",
  "msr.clinical.deliveriesNormal": "Normal deliveries",
  "msr.clinical.deliveriesCaesarean": "Caesarean deliveries",
  "msr.clinical.labInvestigations": "Laboratory investigations",
  "msr.clinical.xray": "X-ray",
  "msr.clinical.ct": "CT",
  "msr.clinical.mri": "MRI",
  "msr.clinical.ultrasound": "Ultrasound",
  "msr.clinical.births": "Births",
  "msr.clinical.deaths": "Deaths",
  "msr.chart.title":
    'Bar charts of the OPD patients and IPD admissions in each of the last twelve months; the figures are in the table "{table}".',
  "msr.chart.opd": "OPD patients",
  "msr.chart.highest": "{title} (highest {max})",
  "msr.chart.caption":
    "OPD patients (new and follow-up) and IPD admissions by month; a dash marks a month not yet entered. The figures are in the table below.",

  // (l) Anti-ragging.
  "msr.ragging.members": "Members of the {committee}",
  "msr.ragging.noMembers": "The members of the {committee} are not recorded yet.",
  "msr.ragging.noCommittee": "No {committee} is recorded yet.",
  "msr.ragging.orders": "Orders and regulations",
  "msr.ragging.pdf": "(PDF, {date})",
  "msr.ragging.noOrders": "No anti-ragging orders or regulations are published yet.",
  "msr.ragging.report": "To report ragging or reach the committee, see {link}.",

  // The pro-forma's facts (contract's COLLEGE_INFORMATION_FIELDS).
  "msr.proforma.notRecorded": "{label}: not recorded.",
  "msr.proforma.year": "Year",
  "msr.proforma.inpatients": "Inpatients",
  "msr.proforma.outpatients": "Outpatients",
  "msr.fact.collegeName": COLLEGE_INFORMATION_FIELDS.collegeName.label,
  "msr.fact.address": COLLEGE_INFORMATION_FIELDS.address.label,
  "msr.fact.pin": COLLEGE_INFORMATION_FIELDS.pin.label,
  "msr.fact.website": COLLEGE_INFORMATION_FIELDS.website.label,
  "msr.fact.universityName": COLLEGE_INFORMATION_FIELDS.universityName.label,
  "msr.fact.universityAddress": COLLEGE_INFORMATION_FIELDS.universityAddress.label,
  "msr.fact.deanName": COLLEGE_INFORMATION_FIELDS.deanName.label,
  "msr.fact.deanMobile": COLLEGE_INFORMATION_FIELDS.deanMobile.label,
  "msr.fact.deanEmail": COLLEGE_INFORMATION_FIELDS.deanEmail.label,
  "msr.fact.hospitalName": COLLEGE_INFORMATION_FIELDS.hospitalName.label,
  "msr.fact.hospitalRegisteredOn": COLLEGE_INFORMATION_FIELDS.hospitalRegisteredOn.label,
  "msr.fact.beds": COLLEGE_INFORMATION_FIELDS.beds.label,
  "msr.fact.emergencyBeds": COLLEGE_INFORMATION_FIELDS.emergencyBeds.label,
  "msr.fact.firstPermissionDate": COLLEGE_INFORMATION_FIELDS.firstPermissionDate.label,
  "msr.fact.firstPermissionSeats": COLLEGE_INFORMATION_FIELDS.firstPermissionSeats.label,
  "msr.fact.recognitionStatus": COLLEGE_INFORMATION_FIELDS.recognitionStatus.label,
  "msr.fact.mbbsAdmitted": COLLEGE_INFORMATION_FIELDS.mbbsAdmitted.label,
  "msr.fact.pgAdmitted": COLLEGE_INFORMATION_FIELDS.pgAdmitted.label,
  "msr.fact.superSpecialityAdmitted": COLLEGE_INFORMATION_FIELDS.superSpecialityAdmitted.label,
  "msr.fact.patientYears": COLLEGE_INFORMATION_FIELDS.patientYears.label,
  "msr.fact.birthsReported": COLLEGE_INFORMATION_FIELDS.birthsReported.label,
  "msr.fact.deathsReported": COLLEGE_INFORMATION_FIELDS.deathsReported.label,
  "msr.fact.registrar": COLLEGE_INFORMATION_FIELDS.registrar.label,
  "msr.fact.hostelRoomsMen": COLLEGE_INFORMATION_FIELDS.hostelRoomsMen.label,
  "msr.fact.hostelRoomsWomen": COLLEGE_INFORMATION_FIELDS.hostelRoomsWomen.label,
  "msr.fact.studentsAccommodated": COLLEGE_INFORMATION_FIELDS.studentsAccommodated.label,
  "msr.fact.grievanceOfficerName": COLLEGE_INFORMATION_FIELDS.grievanceOfficerName.label,
  "msr.fact.grievanceOfficerAddress": COLLEGE_INFORMATION_FIELDS.grievanceOfficerAddress.label,
  "msr.fact.grievanceOfficerPhone": COLLEGE_INFORMATION_FIELDS.grievanceOfficerPhone.label,
  "msr.fact.grievanceOfficerEmail": COLLEGE_INFORMATION_FIELDS.grievanceOfficerEmail.label,
  "msr.fact.grievancesReported": COLLEGE_INFORMATION_FIELDS.grievancesReported.label,
} as const;
export type MsrMessages = Record<keyof typeof msrEn, string>;
