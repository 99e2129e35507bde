import type { KeyFigure, PageText, ProseSection } from "./prose";

/** The teaching hospital's pages (spec §2.8; figures of §9 exactly as given). */

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
