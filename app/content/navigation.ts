import { MSR_HUB_LINK_TEXT, MSR_HUB_PATH } from "../../contract/disclosures";
import type { MessageKey } from "../site/i18n/messages.en";
import { siteConfig } from "./site-config";

/** A link of the menu: in-site (`to` starts with "/") or external (opens in a new tab); its label a catalogue key. */
export interface NavLink {
  label: MessageKey;
  to: string;
  external?: boolean;
}

/** A nested group inside a menu group (the spec's 'Affiliation & Permission'). */
export interface NavSubgroup {
  label: MessageKey;
  links: NavLink[];
}

export type NavChild = NavLink | NavSubgroup;

/** A top-level menu entry: a plain link, or a group with its landing page and children. */
export interface NavItem {
  label: MessageKey;
  to: string;
  children?: NavChild[];
}

export const isSubgroup = (child: NavChild): child is NavSubgroup => "links" in child;

/** The header menu of public spec §2.3, top to bottom. */
export const mainNavigation: NavItem[] = [
  { label: "nav.home", to: "/" },
  {
    label: "nav.about",
    to: "/about",
    children: [
      { label: "nav.whoWeAre", to: "/about/whoweare" },
      { label: "nav.missionVision", to: "/about/mission-vision" },
      { label: "nav.directorMessage", to: "/about/director-message" },
      { label: "nav.managingDirectorMessage", to: "/about/managing-director" },
      { label: "nav.universityBuhs", to: "/about/about-university-buhs" },
      { label: "nav.universityAktu", to: "/about/about-university-aktu" },
      { label: "nav.principalMessage", to: "/about/principal" },
      { label: "nav.superintendentMessage", to: "/about/medical-superintendent" },
      { label: "nav.academicFacilities", to: "/about/academic-facilities" },
      { label: "nav.committees", to: "/about/college-committees" },
      { label: "nav.citizenCharter", to: "/about/citizen-character" },
      { label: "nav.mediaCentre", to: "/about/media-center" },
      {
        label: "nav.affiliationPermission",
        links: [
          { label: "nav.affiliation", to: "/about/affiliation" },
          { label: "nav.permission", to: "/about/permission" },
        ],
      },
    ],
  },
  {
    label: "nav.academics",
    to: "/academics",
    children: [
      { label: "nav.departments", to: "/academics/departments" },
      { label: "nav.ugCourses", to: "/academics/ug-courses-offered" },
      { label: "nav.pgCourses", to: "/academics/pg-courses-offered" },
      { label: "nav.rules", to: "/academics/college-rules-regulations" },
      { label: "nav.ugFees", to: "/academics/ug-fee-structure" },
      { label: "nav.pgFees", to: "/academics/pg-fee-structure" },
    ],
  },
  {
    label: "nav.hospitals",
    to: "/hospitals",
    children: [
      { label: "nav.aboutHospital", to: "/hospitals/about-hospitals" },
      { label: "nav.opd", to: "/hospitals/opd" },
      { label: "nav.rates", to: "/hospitals/rates" },
      { label: "nav.insurance", to: "/hospitals/insurance" },
      { label: "nav.emergency", to: "/hospitals/emergency" },
      { label: "nav.laboratories", to: "/hospitals/hospital-central-laboratories" },
      { label: "nav.clinicalMaterial", to: "/hospitals/clinical-material" },
      { label: "nav.radioDiagnosis", to: "/hospitals/radio-diagnosis" },
      { label: "nav.nicuPicu", to: "/hospitals/nicu-picu" },
      { label: "nav.icu", to: "/hospitals/icu-iccu-sicu" },
      { label: "nav.pharmacy", to: "/hospitals/pharmacy" },
      { label: "nav.bloodBank", to: "/hospitals/blood-bank" },
      {
        label: "nav.studentStaffCare",
        to: "/hospitals/medical-facilities-for-student-staff",
      },
    ],
  },
  {
    label: "nav.faculty",
    to: "/faculty",
    children: [
      { label: "nav.facultyDoctors", to: "/faculty/faculty-doctors" },
      { label: "nav.nonTeaching", to: "/faculty/non-teaching-staff" },
      { label: "nav.departmentWise", to: "/faculty/department-wise" },
      { label: "nav.aebas", to: siteConfig.external.aebasAttendance, external: true },
    ],
  },
  { label: "nav.gallery", to: "/gallery" },
  {
    label: "nav.student",
    to: "/student",
    children: [
      { label: "nav.notices", to: "/notices" },
      { label: "nav.apps", to: "/student/downloads" },
      { label: "nav.studentList", to: "/student/student-list" },
      { label: "nav.results", to: "/student/examination-results" },
      { label: "nav.nmcInformation", to: "/student/information-as-per-nmc" },
      { label: "nav.msrHub", to: MSR_HUB_PATH },
    ],
  },
  {
    label: "nav.admission",
    to: "/admission",
    children: [
      { label: "nav.mbbs", to: "/admission/mbbs" },
      { label: "nav.ugAdmission", to: "/admission/ug-admission-2025" },
      { label: "nav.pgAdmission", to: "/admission/pg-admission-2025" },
      { label: "nav.admissionEnquiry", to: "/admission/admission-enquiry" },
    ],
  },
  { label: "nav.career", to: "/career" },
  { label: "nav.contact", to: "/contact" },
];

/** The footer's quick links (the pages applicants and parents look for most). */
export const footerQuickLinks: NavLink[] = [
  { label: "footer.aboutUs", to: "/about/whoweare" },
  { label: "nav.mbbs", to: "/admission/mbbs" },
  { label: "nav.ugFees", to: "/academics/ug-fee-structure" },
  { label: "nav.pgFees", to: "/academics/pg-fee-structure" },
  { label: "nav.departments", to: "/academics/departments" },
  { label: "nav.facultyDoctors", to: "/faculty/faculty-doctors" },
  { label: "nav.nmcInformation", to: "/student/information-as-per-nmc" },
  { label: "nav.notices", to: "/notices" },
  { label: "nav.gallery", to: "/gallery" },
  { label: "nav.career", to: "/career" },
  { label: "footer.contactUs", to: "/contact" },
  { label: "footer.help", to: "/safety" },
];

/** The footer's hospital links. */
export const footerHospitalLinks: NavLink[] = [
  { label: "nav.aboutHospital", to: "/hospitals/about-hospitals" },
  { label: "nav.opd", to: "/hospitals/opd" },
  { label: "nav.rates", to: "/hospitals/rates" },
  { label: "nav.insurance", to: "/hospitals/insurance" },
  { label: "footer.emergency", to: "/hospitals/emergency" },
  { label: "nav.bloodBank", to: "/hospitals/blood-bank" },
  { label: "nav.pharmacy", to: "/hospitals/pharmacy" },
];

/** Every in-site page the menu reaches (landing pages and children), in menu order, without repeats. */
export function menuPaths(items: NavItem[] = mainNavigation): string[] {
  const paths: string[] = [];
  const add = (link: NavLink) => {
    if (!link.external && !paths.includes(link.to)) paths.push(link.to);
  };
  for (const item of items) {
    add(item);
    for (const child of item.children ?? []) {
      if (isSubgroup(child)) child.links.forEach(add);
      else add(child);
    }
  }
  return paths;
}

/** The "In this section" cards of the section landing pages (the pages' text is the site-pages collection). */
export const sectionLinks = {
  about: [
    {
      label: "Who We Are",
      to: "/about/whoweare",
      description: "Our story, our campus and what we stand for.",
    },
    {
      label: "Mission & Vision",
      to: "/about/mission-vision",
      description: "Why we exist and where we are going.",
    },
    {
      label: "Director's Message",
      to: "/about/director-message",
      description: "A word from the Director.",
    },
    {
      label: "Managing Director's Message",
      to: "/about/managing-director",
      description: "A word from the Managing Director.",
    },
    {
      label: "Principal's Message",
      to: "/about/principal",
      description: "A word from the Principal.",
    },
    {
      label: "Medical Superintendent's Message",
      to: "/about/medical-superintendent",
      description: "A word from the head of the hospital.",
    },
    {
      label: "About the University (BUHS)",
      to: "/about/about-university-buhs",
      description: "Our health sciences university and its officers.",
    },
    {
      label: "About the University (AKTU)",
      to: "/about/about-university-aktu",
      description: "The knowledge university and its officers.",
    },
    {
      label: "Affiliation",
      to: "/about/affiliation",
      description: "University affiliation letters, 2019-20 to 2023-24.",
    },
    {
      label: "Permissions & Recognition",
      to: "/about/permission",
      description: "Letters of permission and renewals from the National Medical Commission.",
    },
    {
      label: "Academic Facilities",
      to: "/about/academic-facilities",
      description: "Library, lecture theatres, laboratories and skills lab.",
    },
    {
      label: "College Committees",
      to: "/about/college-committees",
      description: "The 16 committees and their constitution orders.",
    },
    {
      label: "Citizen Charter",
      to: "/about/citizen-character",
      description: "Your rights and responsibilities as a patient, and how to raise a grievance.",
    },
    {
      label: "Media Centre",
      to: "/about/media-center",
      description: "News and events from the campus.",
    },
  ],
  academics: [
    {
      label: "Departments",
      to: "/academics/departments",
      description: "The 33 preclinical, paraclinical, clinical and super-specialty departments.",
    },
    {
      label: "UG Courses Offered",
      to: "/academics/ug-courses-offered",
      description: "MBBS: 150 seats recognised by the National Medical Commission.",
    },
    {
      label: "PG Courses Offered",
      to: "/academics/pg-courses-offered",
      description: "Ten MD and MS courses of three years each.",
    },
    {
      label: "College Rules & Regulations",
      to: "/academics/college-rules-regulations",
      description: "Attendance, conduct, anti-ragging and hostel rules.",
    },
    {
      label: "UG Fee Structure",
      to: "/academics/ug-fee-structure",
      description: "MBBS tuition, hostel, deposit and bank details.",
    },
    {
      label: "PG Fee Structure",
      to: "/academics/pg-fee-structure",
      description: "MD/MS tuition by course, hostel, transport and deposit.",
    },
  ],
  hospitals: [
    {
      label: "About the Hospital",
      to: "/hospitals/about-hospitals",
      description: "Departments and beds.",
    },
    {
      label: "OPD",
      to: "/hospitals/opd",
      description: "Outpatient clinics, Monday to Saturday.",
    },
    {
      label: "Rates & Registration",
      to: "/hospitals/rates",
      description: "What registration, beds and tests cost; what to bring.",
    },
    {
      label: "Ayushman Bharat & Insurance",
      to: "/hospitals/insurance",
      description: "PM-JAY coverage, the Arogya Mitra desk, cashless insurance and ABHA.",
    },
    {
      label: "Emergency",
      to: "/hospitals/emergency",
      description: "24x7 casualty with 30 beds.",
    },
    {
      label: "Hospital Central Laboratories",
      to: "/hospitals/hospital-central-laboratories",
      description: "500+ investigations, round the clock.",
    },
    {
      label: "Clinical Material",
      to: "/hospitals/clinical-material",
      description: "The patient load available for teaching.",
    },
    {
      label: "Radio-Diagnosis",
      to: "/hospitals/radio-diagnosis",
      description: "X-ray, ultrasound, CT and MRI.",
    },
    {
      label: "NICU / PICU",
      to: "/hospitals/nicu-picu",
      description: "Intensive care for newborns and children.",
    },
    {
      label: "ICU / ICCU / SICU",
      to: "/hospitals/icu-iccu-sicu",
      description: "Medical, cardiac and surgical intensive care.",
    },
    {
      label: "Pharmacy",
      to: "/hospitals/pharmacy",
      description: "Medicines at fair prices, day and night.",
    },
    {
      label: "Blood Bank",
      to: "/hospitals/blood-bank",
      description: "Licensed blood centre with component separation.",
    },
    {
      label: "Medical Facilities for Students & Staff",
      to: "/hospitals/medical-facilities-for-student-staff",
      description: "Health care for our own campus community.",
    },
  ],
  admission: [
    {
      label: "MBBS Admission",
      to: "/admission/mbbs",
      description: "Eligibility, NEET percentiles, seats and fees.",
    },
    {
      label: "UG Admission {year}",
      to: "/admission/ug-admission-2025",
      description: "Documents for the {year} MBBS intake.",
    },
    {
      label: "PG Admission {year}",
      to: "/admission/pg-admission-2025",
      description: "Documents for the {year} MD/MS intake.",
    },
    {
      label: "Admission Enquiry",
      to: "/admission/admission-enquiry",
      description: "Ask the admissions office a question.",
    },
  ],
  student: [
    {
      label: "Notices",
      to: "/notices",
      description: "Admission, examination and college notices, newest first.",
    },
    {
      label: MSR_HUB_LINK_TEXT,
      to: MSR_HUB_PATH,
      description: "The twelve items of the NMC's clause B.1.11, from the college's records.",
    },
    {
      label: "Information as per NMC",
      to: "/student/information-as-per-nmc",
      description: "Mandatory disclosures in the National Medical Commission's format.",
    },
    {
      label: "Download Our Apps",
      to: "/student/downloads",
      description: "The student app for Android and iPhone.",
    },
    {
      label: "Student List",
      to: "/student/student-list",
      description: "Admitted MBBS and PG students, 2019-20 to 2024-25.",
    },
    {
      label: "Examination Results",
      to: "/student/examination-results",
      description: "MBBS and PG results, 2019-20 to 2024-25.",
    },
  ],
  faculty: [
    {
      label: "Faculty & Doctors",
      to: "/faculty/faculty-doctors",
      description: "Names, designations, qualifications and experience.",
    },
    {
      label: "Non-Teaching Staff",
      to: "/faculty/non-teaching-staff",
      description: "The staff who keep the college and hospital running.",
    },
    {
      label: "Department-wise Faculty (NMC)",
      to: "/faculty/department-wise",
      description: "The monthly list the National Medical Commission requires, with its archive.",
    },
    {
      label: "MMC / AEBAS Attendance",
      to: siteConfig.external.aebasAttendance,
      description: "Faculty attendance on the National Medical Commission's site.",
      external: true,
    },
  ],
} satisfies Record<string, { label: string; to: string; description?: string; external?: boolean }[]>;

/** The admission enquiry form, where the admission pages' buttons lead. */
export const admissionEnquiryPath = "/admission/admission-enquiry";

/** Where the home page's buttons lead: the hero's and the welcome's, and the notice board's 'More.'. */
export const homeLinks = {
  apply: admissionEnquiryPath,
  about: "/about/whoweare",
  notices: "/notices",
} as const;
