import { index, layout, route } from "@react-router/dev/routes";

const page = (path: string, file: string, id?: string) =>
  id ? route(path, `routes/site/${file}`, { id }) : route(path, `routes/site/${file}`);

/** The public site's route table (public spec §2.1). Pages that share a layout share a module. */
export const siteRoutes = [
  layout("routes/site/layout.tsx", [
    index("routes/site/home.tsx"),

    page("about", "section-landing.tsx", "landing-about"),
    page("about/whoweare", "about/who-we-are.tsx"),
    page("about/mission-vision", "about/mission-vision.tsx"),
    page("about/director-message", "about/leader-message.tsx", "leader-director"),
    page("about/managing-director", "about/leader-message.tsx", "leader-managing-director"),
    page("about/principal", "about/leader-message.tsx", "leader-principal"),
    page("about/medical-superintendent", "about/leader-message.tsx", "leader-medical-superintendent"),
    page("about/about-university-buhs", "about/university.tsx", "university-buhs"),
    page("about/about-university-aktu", "about/university.tsx", "university-aktu"),
    page("about/affiliation", "about/affiliation.tsx"),
    page("about/permission", "about/permission.tsx"),
    page("about/media-center", "about/media-center.tsx"),
    page("about/academic-facilities", "about/academic-facilities.tsx"),
    page("about/college-committees", "about/college-committees.tsx"),
    page("about/citizen-character", "about/citizen-character.tsx"),

    page("academics", "section-landing.tsx", "landing-academics"),
    page("academics/departments", "academics/departments.tsx"),
    page("academics/ug-courses-offered", "academics/ug-courses.tsx"),
    page("academics/pg-courses-offered", "academics/pg-courses.tsx"),
    page("academics/college-rules-regulations", "academics/rules.tsx"),
    // An earlier session stays readable at its own address, e.g. /academics/ug-fee-structure/2025-26.
    page("academics/ug-fee-structure/:session?", "academics/ug-fees.tsx"),
    page("academics/pg-fee-structure/:session?", "academics/pg-fees.tsx"),

    // The route list names /hospital, the menu /hospitals: the singular redirects permanently.
    page("hospital", "hospitals/hospital-redirect.tsx"),
    page("hospitals", "hospitals/hospitals-landing.tsx"),
    page("hospitals/about-hospitals", "hospitals/about-hospitals.tsx"),
    page("hospitals/opd", "hospitals/opd.tsx"),
    page("hospitals/appointment", "hospitals/appointment.tsx"),
    page("hospitals/rates", "hospitals/rates.tsx"),
    page("hospitals/insurance", "hospitals/insurance.tsx"),
    page("hospitals/emergency", "hospitals/hospital-service.tsx", "hospital-emergency"),
    page(
      "hospitals/hospital-central-laboratories",
      "hospitals/hospital-service.tsx",
      "hospital-laboratories",
    ),
    page("hospitals/clinical-material", "hospitals/hospital-service.tsx", "hospital-clinical-material"),
    page("hospitals/radio-diagnosis", "hospitals/hospital-service.tsx", "hospital-radio-diagnosis"),
    page("hospitals/nicu-picu", "hospitals/hospital-service.tsx", "hospital-nicu-picu"),
    page("hospitals/icu-iccu-sicu", "hospitals/hospital-service.tsx", "hospital-icu"),
    page("hospitals/pharmacy", "hospitals/hospital-service.tsx", "hospital-pharmacy"),
    page("hospitals/blood-bank", "hospitals/hospital-service.tsx", "hospital-blood-bank"),
    page(
      "hospitals/medical-facilities-for-student-staff",
      "hospitals/hospital-service.tsx",
      "hospital-student-staff",
    ),

    page("faculty", "section-landing.tsx", "landing-faculty"),
    page("faculty/faculty-doctors", "faculty/faculty-doctors.tsx"),
    page("faculty/non-teaching-staff", "faculty/non-teaching-staff.tsx"),
    page("faculty/mmc-aebas-attendance", "faculty/aebas-attendance.tsx"),
    page("faculty/department-wise", "faculty/department-wise/latest.tsx"),
    page("faculty/department-wise/archive", "faculty/department-wise/archive.tsx"),
    // The month's .csv and .pdf at the same level are files served by the API server (server/nmc).
    page("faculty/department-wise/:month", "faculty/department-wise/month.tsx"),

    page("gallery", "gallery.tsx"),

    page("student", "section-landing.tsx", "landing-student"),
    page("student/information-as-per-nmc", "student/information-as-per-nmc.tsx"),
    page("student/downloads", "student/downloads.tsx"),
    page("student/student-list", "student/student-list.tsx"),
    page("student/examination-results", "student/examination-results.tsx"),
    // MSR B.1.11 (issue 21): the hub, its twelve items (a to l; any other letter is 404) and the pro-forma.
    page("msr-clause-b-1-11", "msr/msr-hub.tsx"),
    page("msr-clause-b-1-11/archive", "msr/msr-archive.tsx"),
    // An item (a … l) or a published month (YYYY-MM); a month's .pdf and its items' .csv are files served
    // by the API server (server/disclosures).
    page("msr-clause-b-1-11/:item", "msr/msr-item.tsx"),
    page("msr-clause-b-1-11/:month/:item", "msr/msr-month-item.tsx"),
    page("college-information", "msr/college-information.tsx"),

    page("admission", "section-landing.tsx", "landing-admission"),
    page("admission/mbbs", "admission/mbbs.tsx"),
    page("admission/ug-admission-2025", "admission/admission-2025.tsx", "admission-ug-2025"),
    page("admission/pg-admission-2025", "admission/admission-2025.tsx", "admission-pg-2025"),
    page("admission/admission-enquiry", "admission/admission-enquiry.tsx"),
    // The link in every counselling-round update (a token per e-mail; not in the sitemap).
    page("admission/counselling-updates/unsubscribe", "admission/counselling-unsubscribe.tsx"),

    page("career", "career/career-page.tsx"),
    page("notices", "notices/notices-page.tsx"),
    page("notices/:slug", "notices/notice-page.tsx"),
    page("contact", "contact/contact-page.tsx"),
    page("safety", "safety/safety-page.tsx"),
    page("safety/complaint", "safety/complaint-page.tsx"),
    page("safety/status", "safety/status-page.tsx"),
    page("privacy", "privacy/privacy-page.tsx"),
    page("privacy/withdraw", "privacy/withdraw-page.tsx"),
  ]),
  route("sitemap.xml", "routes/site/sitemap.ts"),
  route("robots.txt", "routes/site/robots.ts"),
  // Unknown addresses, public or staff (both specs' catch-all): the not-found page, status 404.
  route("*", "routes/site/not-found.tsx"),
];
