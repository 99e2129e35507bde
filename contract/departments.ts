/**
 * The college's 33 teaching departments, grouped as the National Medical Commission groups them. One
 * list for the server (faculty records, the NMC department-wise list and its order) and the pages
 * (the departments collection holds what the Departments page says about each).
 */
export const DEPARTMENT_GROUPS = [
  { id: "preclinical", departments: ["Anatomy", "Physiology", "Biochemistry"] },
  {
    id: "paraclinical",
    departments: [
      "Pathology",
      "Microbiology",
      "Pharmacology",
      "Forensic Medicine & Toxicology",
      "Community Medicine",
    ],
  },
  {
    id: "clinical",
    departments: [
      "General Medicine",
      "General Surgery",
      "Obstetrics & Gynaecology",
      "Paediatrics",
      "Orthopaedics",
      "Ophthalmology",
      "Otorhinolaryngology (ENT)",
      "Dermatology, Venereology & Leprosy",
      "Psychiatry",
      "Respiratory Medicine",
      "Anaesthesiology",
      "Radio-Diagnosis",
      "Emergency Medicine",
      "Dentistry",
      "Physical Medicine & Rehabilitation",
      "Immunohaematology & Blood Transfusion",
    ],
  },
  {
    id: "super-specialty",
    departments: [
      "Cardiology",
      "Neurology",
      "Nephrology",
      "Gastroenterology",
      "Urology",
      "Neurosurgery",
      "Cardiothoracic & Vascular Surgery",
      "Paediatric Surgery",
      "Plastic & Reconstructive Surgery",
    ],
  },
] as const;

export type DepartmentGroupId = (typeof DEPARTMENT_GROUPS)[number]["id"];
export type DepartmentName = (typeof DEPARTMENT_GROUPS)[number]["departments"][number];

/** Every department, in the college's order (the order of the department-wise list). */
export const DEPARTMENTS: readonly DepartmentName[] = DEPARTMENT_GROUPS.flatMap((group) => group.departments);

/**
 * Names the records used before this list (the admin spec's fifteen departments), mapped to the
 * college's names: the migration rewrote stored rows the same way, and imports still accept them.
 */
export const DEPARTMENT_ALIASES: Record<string, DepartmentName> = {
  "internal medicine": "General Medicine",
  medicine: "General Medicine",
  surgery: "General Surgery",
  pediatrics: "Paediatrics",
  "obstetrics & gynecology": "Obstetrics & Gynaecology",
  "obstetrics and gynaecology": "Obstetrics & Gynaecology",
  "obstetrics and gynecology": "Obstetrics & Gynaecology",
  obg: "Obstetrics & Gynaecology",
  orthopedics: "Orthopaedics",
  radiology: "Radio-Diagnosis",
  radiodiagnosis: "Radio-Diagnosis",
  anesthesiology: "Anaesthesiology",
  anaesthesia: "Anaesthesiology",
  dermatology: "Dermatology, Venereology & Leprosy",
  ent: "Otorhinolaryngology (ENT)",
  otorhinolaryngology: "Otorhinolaryngology (ENT)",
  "forensic medicine": "Forensic Medicine & Toxicology",
  "pulmonary medicine": "Respiratory Medicine",
  "tb & chest": "Respiratory Medicine",
};

/** How the Departments page heads each group: its title, one line and a shared illustration (keeps the page light). */
export const DEPARTMENT_GROUP_HEADINGS: Record<
  DepartmentGroupId,
  { title: string; summary: string; image: string; imageAlt: string }
> = {
  preclinical: {
    title: "Preclinical departments",
    summary: "The structure and working of the healthy human body.",
    image: "pages/departments-preclinical",
    imageAlt: "Illustration of a preclinical teaching laboratory",
  },
  paraclinical: {
    title: "Paraclinical departments",
    summary: "Where the laboratory meets the patient.",
    image: "pages/departments-paraclinical",
    imageAlt: "Illustration of a pathology and microbiology laboratory",
  },
  clinical: {
    title: "Clinical departments",
    summary: "Learning medicine in the wards, clinics and theatres of the teaching hospital.",
    image: "pages/departments-clinical",
    imageAlt: "Illustration of a hospital ward with beds",
  },
  "super-specialty": {
    title: "Super-specialty departments",
    summary: "Advanced care for complex illness, and exposure for postgraduate trainees.",
    image: "pages/departments-super-specialty",
    imageAlt: "Illustration of a specialist consulting in a modern clinic",
  },
};
