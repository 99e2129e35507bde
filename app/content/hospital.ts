import type { KeyFigure, PageLink, PageText, ProseSection } from "./prose";

/** The teaching hospital's pages (spec §2.8; figures of §9 exactly as given). */

export const hospitalsLanding = {
  title: "Our Hospital",
  lead: "A 720-bed teaching hospital with round-the-clock emergency, intensive care and diagnostic services.",
  description:
    "The college's 720-bed teaching hospital: OPD Monday to Saturday, 24x7 emergency, ICU, NICU/PICU, laboratories, radiology, pharmacy and blood bank.",
  intro:
    "The teaching hospital serves patients from Patna and the neighbouring districts, and is where our students and residents learn clinical medicine. Outpatient clinics run Monday to Saturday; emergency, intensive care, laboratory, blood bank and pharmacy services never close.",
  figures: [
    // "beds": the bed table's teaching beds and units (one source for the bed count, issue 20).
    { value: "beds", label: "Teaching beds in {units} units" },
    { value: "24x7", label: "Emergency, 30 casualty beds" },
    { value: "50", label: "ICU, ICCU and SICU beds" },
    { value: "500+", label: "Laboratory investigations" },
  ] satisfies KeyFigure[],
  links: [
    { label: "About the Hospital", to: "/hospitals/about-hospitals", description: "Departments and beds." },
    { label: "OPD", to: "/hospitals/opd", description: "Outpatient clinics, Monday to Saturday." },
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
    { label: "Emergency", to: "/hospitals/emergency", description: "24x7 casualty with 30 beds." },
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
    { label: "Pharmacy", to: "/hospitals/pharmacy", description: "Medicines at fair prices, day and night." },
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
  ] satisfies PageLink[],
};

export interface HospitalService extends PageText {
  image: string;
  imageAlt: string;
  figures?: KeyFigure[];
  sections: ProseSection[];
}

/** The OPD page's text (the other service pages are the hospital-services collection). */
export const hospitalServices = {
  "hospital-opd": {
    title: "Outpatient Department (OPD)",
    lead: "Specialist outpatient clinics, Monday to Saturday, 09:00 am to 05:00 pm.",
    description:
      "OPD timings and services: outpatient clinics in every speciality, Monday to Saturday 09:00 am to 05:00 pm, closed on Sunday; registration and what to bring.",
    image: "pages/hospital-opd",
    imageAlt: "Illustration of an outpatient waiting area",
    figures: [
      { value: "Mon – Sat", label: "OPD days" },
      { value: "09:00 am – 05:00 pm", label: "OPD hours" },
      { value: "Sunday", label: "Closed" },
    ],
    sections: [
      {
        heading: "Timings",
        paragraphs: [
          "The OPD is open Monday to Saturday, 09:00 am to 05:00 pm, and is closed on Sunday. Patients who need urgent care outside these hours, or on Sunday, are seen in the Emergency department, which is open 24x7.",
        ],
      },
      {
        heading: "Clinics",
        paragraphs: [
          "Every clinical department runs a daily OPD: General Medicine, General Surgery, Obstetrics & Gynaecology, Paediatrics, Orthopaedics, Ophthalmology, ENT, Dermatology, Psychiatry, Respiratory Medicine and Dentistry, with super-speciality clinics on fixed days of the week shown at the registration counter.",
        ],
      },
      {
        heading: "How to register",
        points: [
          "Register at the OPD registration counter near the main entrance; a new registration card is valid for follow-up visits.",
          "Bring an identity document and any previous prescriptions, reports and X-rays.",
          "Senior citizens, pregnant women and persons with disabilities are served at a separate counter.",
          "Investigations advised in the OPD are done the same day in the central laboratory and radio-diagnosis department.",
        ],
      },
    ],
  },
} satisfies Record<string, HospitalService>;
