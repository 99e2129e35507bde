import { MSR_HUB_PATH } from "../../contract/disclosures";
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

/** A landing page's card: its title and its line of text are catalogue keys (issue 24). */
export interface SectionCard {
  label: MessageKey;
  to: string;
  description: MessageKey;
  external?: boolean;
}

/** The "In this section" cards of the section landing pages (the pages' text is the site-pages collection). */
export const sectionLinks = {
  about: [
    {
      label: "nav.whoWeAre",
      to: "/about/whoweare",
      description: "applicants.card.about.whoweare",
    },
    {
      label: "nav.missionVision",
      to: "/about/mission-vision",
      description: "applicants.card.about.missionVision",
    },
    {
      label: "nav.directorMessage",
      to: "/about/director-message",
      description: "applicants.card.about.directorMessage",
    },
    {
      label: "nav.managingDirectorMessage",
      to: "/about/managing-director",
      description: "applicants.card.about.managingDirector",
    },
    {
      label: "nav.principalMessage",
      to: "/about/principal",
      description: "applicants.card.about.principal",
    },
    {
      label: "nav.superintendentMessage",
      to: "/about/medical-superintendent",
      description: "applicants.card.about.medicalSuperintendent",
    },
    {
      label: "applicants.card.universityBuhs",
      to: "/about/about-university-buhs",
      description: "applicants.card.about.aboutUniversityBuhs",
    },
    {
      label: "applicants.card.universityAktu",
      to: "/about/about-university-aktu",
      description: "applicants.card.about.aboutUniversityAktu",
    },
    {
      label: "nav.affiliation",
      to: "/about/affiliation",
      description: "applicants.card.about.affiliation",
    },
    {
      label: "applicants.card.permission",
      to: "/about/permission",
      description: "applicants.card.about.permission",
    },
    {
      label: "nav.academicFacilities",
      to: "/about/academic-facilities",
      description: "applicants.card.about.academicFacilities",
    },
    {
      label: "nav.committees",
      to: "/about/college-committees",
      description: "applicants.card.about.collegeCommittees",
    },
    {
      label: "nav.citizenCharter",
      to: "/about/citizen-character",
      description: "applicants.card.about.citizenCharter",
    },
    {
      label: "nav.mediaCentre",
      to: "/about/media-center",
      description: "applicants.card.about.mediaCenter",
    },
  ],
  academics: [
    {
      label: "nav.departments",
      to: "/academics/departments",
      description: "applicants.card.academics.departments",
    },
    {
      label: "nav.ugCourses",
      to: "/academics/ug-courses-offered",
      description: "applicants.card.academics.ugCoursesOffered",
    },
    {
      label: "nav.pgCourses",
      to: "/academics/pg-courses-offered",
      description: "applicants.card.academics.pgCoursesOffered",
    },
    {
      label: "nav.rules",
      to: "/academics/college-rules-regulations",
      description: "applicants.card.academics.collegeRulesRegulations",
    },
    {
      label: "nav.ugFees",
      to: "/academics/ug-fee-structure",
      description: "applicants.card.academics.ugFeeStructure",
    },
    {
      label: "nav.pgFees",
      to: "/academics/pg-fee-structure",
      description: "applicants.card.academics.pgFeeStructure",
    },
  ],
  hospitals: [
    {
      label: "patients.card.hospitals.aboutHospital.title",
      to: "/hospitals/about-hospitals",
      description: "patients.card.hospitals.aboutHospital.text",
    },
    {
      label: "patients.card.hospitals.opd.title",
      to: "/hospitals/opd",
      description: "patients.card.hospitals.opd.text",
    },
    {
      label: "patients.card.hospitals.rates.title",
      to: "/hospitals/rates",
      description: "patients.card.hospitals.rates.text",
    },
    {
      label: "patients.card.hospitals.insurance.title",
      to: "/hospitals/insurance",
      description: "patients.card.hospitals.insurance.text",
    },
    {
      label: "patients.card.hospitals.emergency.title",
      to: "/hospitals/emergency",
      description: "patients.card.hospitals.emergency.text",
    },
    {
      label: "patients.card.hospitals.laboratories.title",
      to: "/hospitals/hospital-central-laboratories",
      description: "patients.card.hospitals.laboratories.text",
    },
    {
      label: "patients.card.hospitals.clinicalMaterial.title",
      to: "/hospitals/clinical-material",
      description: "patients.card.hospitals.clinicalMaterial.text",
    },
    {
      label: "patients.card.hospitals.radioDiagnosis.title",
      to: "/hospitals/radio-diagnosis",
      description: "patients.card.hospitals.radioDiagnosis.text",
    },
    {
      label: "patients.card.hospitals.nicuPicu.title",
      to: "/hospitals/nicu-picu",
      description: "patients.card.hospitals.nicuPicu.text",
    },
    {
      label: "patients.card.hospitals.icu.title",
      to: "/hospitals/icu-iccu-sicu",
      description: "patients.card.hospitals.icu.text",
    },
    {
      label: "patients.card.hospitals.pharmacy.title",
      to: "/hospitals/pharmacy",
      description: "patients.card.hospitals.pharmacy.text",
    },
    {
      label: "patients.card.hospitals.bloodBank.title",
      to: "/hospitals/blood-bank",
      description: "patients.card.hospitals.bloodBank.text",
    },
    {
      label: "patients.card.hospitals.studentStaffCare.title",
      to: "/hospitals/medical-facilities-for-student-staff",
      description: "patients.card.hospitals.studentStaffCare.text",
    },
  ],
  admission: [
    {
      label: "nav.mbbs",
      to: "/admission/mbbs",
      description: "applicants.card.admission.mbbs",
    },
    {
      label: "nav.ugAdmission",
      to: "/admission/ug-admission-2025",
      description: "applicants.card.admission.ugAdmission",
    },
    {
      label: "nav.pgAdmission",
      to: "/admission/pg-admission-2025",
      description: "applicants.card.admission.pgAdmission",
    },
    {
      label: "nav.admissionEnquiry",
      to: "/admission/admission-enquiry",
      description: "applicants.card.admission.admissionEnquiry",
    },
  ],
  student: [
    {
      label: "nav.notices",
      to: "/notices",
      description: "applicants.card.student.notices",
    },
    {
      label: "nav.msrHub",
      to: MSR_HUB_PATH,
      description: "applicants.card.student.msrHub",
    },
    {
      label: "nav.nmcInformation",
      to: "/student/information-as-per-nmc",
      description: "applicants.card.student.informationAsPerNmc",
    },
    {
      label: "nav.apps",
      to: "/student/downloads",
      description: "applicants.card.student.downloads",
    },
    {
      label: "nav.studentList",
      to: "/student/student-list",
      description: "applicants.card.student.studentList",
    },
    {
      label: "nav.results",
      to: "/student/examination-results",
      description: "applicants.card.student.examinationResults",
    },
  ],
  faculty: [
    {
      label: "nav.facultyDoctors",
      to: "/faculty/faculty-doctors",
      description: "applicants.card.faculty.facultyDoctors",
    },
    {
      label: "nav.nonTeaching",
      to: "/faculty/non-teaching-staff",
      description: "applicants.card.faculty.nonTeachingStaff",
    },
    {
      label: "nav.departmentWise",
      to: "/faculty/department-wise",
      description: "applicants.card.faculty.departmentWise",
    },
    {
      label: "nav.aebas",
      to: siteConfig.external.aebasAttendance,
      description: "applicants.card.faculty.aebas",
      external: true,
    },
  ],
} satisfies Record<"about" | "academics" | "admission" | "student" | "faculty" | "hospitals", SectionCard[]>;

/** The admission enquiry form, where the admission pages' buttons lead. */
export const admissionEnquiryPath = "/admission/admission-enquiry";

/** Where the home page's buttons lead: the hero's and the welcome's, and the notice board's 'More.'. */
export const homeLinks = {
  apply: admissionEnquiryPath,
  about: "/about/whoweare",
  notices: "/notices",
} as const;
