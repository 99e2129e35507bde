import type { KeyFigure, PageLink, PageText, ProseSection } from "./prose";

/** The teaching hospital's pages (spec §2.8; figures of §9 exactly as given). */

export interface BedRow {
  department: string;
  beds: number;
  units: number;
}

/** Department-wise beds (§9). The 720 beds in 21 units are the ward beds; Emergency's 30 casualty beds are counted apart. */
export const bedRows: BedRow[] = [
  { department: "General Medicine", beds: 150, units: 4 },
  { department: "Pediatrics", beds: 80, units: 2 },
  { department: "Respiratory", beds: 15, units: 1 },
  { department: "Dermatology", beds: 40, units: 1 },
  { department: "Psychiatry", beds: 15, units: 1 },
  { department: "General Surgery", beds: 150, units: 4 },
  { department: "Orthopedics", beds: 80, units: 2 },
  { department: "Ophthalmology", beds: 40, units: 1 },
  { department: "Obstetrics & Gynecology", beds: 120, units: 3 },
  { department: "Otorhinolaryngology", beds: 30, units: 2 },
  { department: "Emergency", beds: 30, units: 1 },
];

export const bedTotal = {
  label: "Total teaching beds (excluding the 30 casualty beds of Emergency)",
  beds: 720,
  units: 21,
};

export const hospitalsLanding = {
  title: "Our Hospital",
  lead: "A 720-bed teaching hospital with round-the-clock emergency, intensive care and diagnostic services.",
  description:
    "The college's 720-bed teaching hospital: OPD Monday to Saturday, 24x7 emergency, ICU, NICU/PICU, laboratories, radiology, pharmacy and blood bank.",
  intro:
    "The teaching hospital serves patients from Patna and the neighbouring districts, and is where our students and residents learn clinical medicine. Outpatient clinics run Monday to Saturday; emergency, intensive care, laboratory, blood bank and pharmacy services never close.",
  figures: [
    { value: "720", label: "Teaching beds in 21 units" },
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

export const aboutHospital = {
  title: "About the Hospital",
  lead: "A 720-bed multi-speciality teaching hospital on the college campus.",
  description:
    "About the teaching hospital: 720 beds in 21 units across medicine, surgery, paediatrics, obstetrics and other departments, with a department-wise bed table.",
  paragraphs: [
    "The teaching hospital of Ganga Valley Institute of Medical Sciences stands on the same 25-acre campus as the college. It has 720 teaching beds in 21 units, organised by department as the National Medical Commission requires, together with a 24x7 emergency department with 30 casualty beds, intensive care units, modular operation theatres, a central laboratory, a radio-diagnosis department, a pharmacy and a licensed blood bank.",
    "Every unit is led by a professor or associate professor with a team of faculty, residents and interns, so every patient is seen by a senior doctor and every student learns under supervision. The hospital takes part in the state's health insurance schemes and the national health programmes.",
  ],
  tableCaption: "Department-wise distribution of beds and units",
  tableNote:
    "The 720 teaching beds are distributed in 21 units across ten departments. Emergency's 30 casualty beds (one unit) are listed in the table but counted apart from the teaching-bed total.",
};

export interface HospitalService extends PageText {
  image: string;
  imageAlt: string;
  figures?: KeyFigure[];
  sections: ProseSection[];
}

/** The static service pages, keyed by their route id in app/routes/site/site-routes.ts. */
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
  "hospital-emergency": {
    title: "Emergency & Casualty",
    lead: "Open 24x7, with 30 casualty beds and a team ready for any emergency.",
    description:
      "Emergency and casualty services, 24x7, with 30 casualty beds, triage, resuscitation, trauma care and ambulance services.",
    image: "pages/hospital-emergency",
    imageAlt: "Illustration of an emergency department with beds",
    figures: [
      { value: "24x7", label: "Always open" },
      { value: "30", label: "Casualty beds" },
    ],
    sections: [
      {
        heading: "Always open",
        paragraphs: [
          "The Emergency department is open 24x7, every day of the year, with 30 casualty beds. A casualty medical officer, emergency physicians and residents of medicine, surgery, orthopaedics, obstetrics and paediatrics are on duty round the clock, with consultants on call.",
        ],
      },
      {
        heading: "What we handle",
        points: [
          "Road traffic and other injuries, with a trauma bay and emergency operation theatre.",
          "Heart attacks, strokes, breathing difficulty, poisoning and snake bite.",
          "Obstetric emergencies, with direct access to the labour room.",
          "Emergencies in children, with direct access to the PICU and NICU.",
        ],
      },
      {
        heading: "On arrival",
        paragraphs: [
          "Every patient is triaged by urgency on arrival. Treatment of a patient in danger of life starts at once; registration and payment follow. Medico-legal cases are registered and informed to the police as the law requires.",
        ],
      },
    ],
  },
  "hospital-laboratories": {
    title: "Hospital Central Laboratories",
    lead: "500+ investigations under one roof, round the clock.",
    description:
      "The hospital's central laboratories: 500+ investigations in biochemistry, pathology, haematology and microbiology, with round-the-clock sample collection.",
    image: "pages/hospital-laboratories",
    imageAlt: "Illustration of a diagnostic laboratory bench",
    figures: [
      { value: "500+", label: "Investigations" },
      { value: "24x7", label: "Emergency testing" },
    ],
    sections: [
      {
        heading: "Services",
        paragraphs: [
          "The central laboratories offer 500+ investigations, run jointly by the departments of Biochemistry, Pathology and Microbiology, with automated analysers, internal quality control and participation in external quality assurance programmes.",
        ],
        points: [
          "Clinical biochemistry: blood sugar, kidney, liver and lipid profiles, electrolytes, hormones and tumour markers.",
          "Haematology and clinical pathology: blood counts, coagulation, urine and body fluids.",
          "Histopathology and cytology, including fine-needle aspiration.",
          "Microbiology: culture and sensitivity, serology, and molecular tests in the BSL 2 virology lab.",
        ],
      },
      {
        heading: "Sample collection and reports",
        paragraphs: [
          "Samples are collected at the central collection centre next to the OPD during OPD hours, and in the Emergency department at all hours. Routine reports are ready the same day; emergency reports are issued within an hour.",
        ],
      },
    ],
  },
  "hospital-clinical-material": {
    title: "Clinical Material",
    lead: "The patient load that makes bedside teaching possible.",
    description:
      "Clinical material available for teaching at the hospital: outpatient attendance, admissions, operations, deliveries and investigations that MBBS and MD/MS students learn from.",
    image: "pages/hospital-clinical-material",
    imageAlt: "Illustration of students learning at a patient's bedside",
    sections: [
      {
        heading: "Why clinical material matters",
        paragraphs: [
          "Doctors learn medicine from patients. The National Medical Commission therefore sets minimum standards for the number and variety of patients a teaching hospital must see, so that every student examines enough patients with enough different conditions before qualifying.",
          "Our hospital draws patients from Patna and the neighbouring rural districts, where common illnesses such as tuberculosis, anaemia, malnutrition, diabetes, hypertension, snake bite and injuries are seen every day alongside complex referral cases.",
        ],
      },
      {
        heading: "What students see",
        points: [
          "Outpatient clinics in every clinical department, Monday to Saturday, where students take histories and examine patients under supervision.",
          "720 teaching beds in 21 units, with bed occupancy kept at the level the regulations require for teaching.",
          "A 24x7 emergency with 30 casualty beds for trauma and acute medical care.",
          "Major and minor operations every working day in the operation theatres, and normal and assisted deliveries in the labour room.",
          "Laboratory and imaging investigations for every admitted patient, which students learn to order and interpret.",
          "Community exposure in the rural and urban health training centres of the Department of Community Medicine.",
        ],
      },
      {
        heading: "Records for inspection",
        paragraphs: [
          "Daily census figures for OPD attendance, admissions, bed occupancy, operations, deliveries and investigations are maintained by the Medical Records Department and submitted to the National Medical Commission and the university in their prescribed formats.",
        ],
      },
    ],
  },
  "hospital-radio-diagnosis": {
    title: "Radio-Diagnosis",
    lead: "Imaging for diagnosis and treatment: X-ray, ultrasound, CT and MRI.",
    description:
      "The radio-diagnosis department: digital X-ray, ultrasound and Doppler, CT and MRI, mammography and image-guided procedures, with emergency imaging round the clock.",
    image: "pages/hospital-radio-diagnosis",
    imageAlt: "Illustration of an imaging room",
    sections: [
      {
        heading: "Imaging services",
        points: [
          "Digital radiography, including portable X-ray for wards and intensive care units.",
          "Ultrasound and colour Doppler, including obstetric scans under the PCPNDT Act.",
          "Multi-slice CT scan and MRI.",
          "Mammography and fluoroscopy studies.",
          "Image-guided biopsies and drainage procedures.",
        ],
      },
      {
        heading: "Safety and reporting",
        paragraphs: [
          "The department follows the radiation-safety rules of the Atomic Energy Regulatory Board; staff wear dosimeters and pregnant patients are protected. Reports are given by radiologists, the same day for routine studies and at once for emergencies, which are imaged round the clock.",
        ],
      },
    ],
  },
  "hospital-nicu-picu": {
    title: "NICU / PICU",
    lead: "Intensive care for newborns and children: 10 beds.",
    description:
      "The neonatal and paediatric intensive care units (NICU/PICU) with 10 beds: ventilators, warmers, phototherapy and round-the-clock paediatricians.",
    image: "pages/hospital-nicu-picu",
    imageAlt: "Illustration of a neonatal intensive care unit",
    figures: [{ value: "10", label: "NICU/PICU beds" }],
    sections: [
      {
        heading: "Care for the smallest patients",
        paragraphs: [
          "The NICU/PICU has 10 beds for sick newborns and children, with radiant warmers, incubators, phototherapy units, ventilators, CPAP and multi-parameter monitors. Paediatricians and trained nurses are on duty round the clock.",
        ],
        points: [
          "Care of premature and low-birth-weight babies.",
          "Treatment of neonatal jaundice, infections and breathing difficulty.",
          "Intensive care for children with severe infections, poisoning and injuries.",
          "Kangaroo mother care and breastfeeding support for mothers.",
        ],
      },
    ],
  },
  "hospital-icu": {
    title: "ICU / ICCU / SICU",
    lead: "Intensive care for the critically ill: ICU 30, ICCU 10 and SICU 10 beds.",
    description:
      "Intensive care units of the hospital: a 30-bed medical ICU, a 10-bed intensive cardiac care unit (ICCU) and a 10-bed surgical ICU (SICU).",
    image: "pages/hospital-icu",
    imageAlt: "Illustration of intensive care beds with monitors",
    figures: [
      { value: "30", label: "ICU beds" },
      { value: "10", label: "ICCU beds" },
      { value: "10", label: "SICU beds" },
    ],
    sections: [
      {
        heading: "Our intensive care units",
        points: [
          "ICU: 30 beds for critically ill medical patients, with ventilators, dialysis at the bedside and central monitoring.",
          "ICCU: 10 beds for heart attacks, heart failure and dangerous heart rhythms, with cardiac monitors and defibrillators.",
          "SICU: 10 beds for patients after major surgery and for severe injuries.",
        ],
      },
      {
        heading: "Care and visiting",
        paragraphs: [
          "Each unit is staffed round the clock by intensivists, residents and nurses trained in critical care. Families are briefed by the doctor in charge every day; one attendant may visit at the bedside at the set visiting times.",
        ],
      },
    ],
  },
  "hospital-pharmacy": {
    title: "Pharmacy",
    lead: "Quality medicines at fair prices, open round the clock.",
    description:
      "The hospital pharmacy: quality medicines and surgical supplies at fair prices, open 24x7, with generic medicines and pharmacist counselling.",
    image: "pages/hospital-pharmacy",
    imageAlt: "Illustration of pharmacy shelves",
    sections: [
      {
        heading: "Services",
        points: [
          "A 24x7 pharmacy for outpatients, inpatients and the Emergency department.",
          "Generic medicines stocked for every common prescription, at fair prices.",
          "Medicines stored and dispensed by registered pharmacists, with cold-chain storage for vaccines and insulin.",
          "Counselling on how and when to take your medicines.",
        ],
      },
      {
        heading: "Safety",
        paragraphs: [
          "The hospital's Drugs and Therapeutics Committee keeps the formulary up to date, and the Pharmacovigilance Committee collects reports of adverse drug reactions. Please tell your doctor or pharmacist if a medicine disagrees with you.",
        ],
      },
    ],
  },
  "hospital-blood-bank": {
    title: "Blood Bank",
    lead: "A licensed blood centre of 200 sq m, open round the clock.",
    description:
      "The hospital blood bank: a licensed 200 sq m blood centre with component separation, 24x7 issue of blood and voluntary donation camps.",
    image: "pages/hospital-blood-bank",
    imageAlt: "Illustration of a blood donation room",
    figures: [
      { value: "200 sq m", label: "Blood bank area" },
      { value: "24x7", label: "Blood issue" },
    ],
    sections: [
      {
        heading: "Services",
        paragraphs: [
          "The blood bank occupies 200 sq m and is licensed under the Drugs and Cosmetics Act. It is run by the Department of Immunohaematology & Blood Transfusion and issues blood and components round the clock.",
        ],
        points: [
          "Blood grouping, cross-matching and antibody screening.",
          "Component separation: packed red cells, platelets and fresh frozen plasma.",
          "Screening of every unit for HIV, hepatitis B and C, syphilis and malaria.",
        ],
      },
      {
        heading: "Donate blood",
        paragraphs: [
          "Healthy adults aged 18 to 65 who weigh at least 45 kg may donate blood every three months. Walk in any day, or join one of the voluntary donation camps we hold with colleges and organisations across the district.",
        ],
      },
    ],
  },
  "hospital-student-staff": {
    title: "Medical Facilities for Students & Staff",
    lead: "Health care for the people who study and work on our campus.",
    description:
      "Medical facilities for students and staff: free consultations, health check-ups, vaccination, counselling and emergency care on campus.",
    image: "pages/hospital-student-staff",
    imageAlt: "Illustration of a doctor consulting with a student",
    sections: [
      {
        heading: "For students",
        points: [
          "Free consultation in every OPD of the teaching hospital on showing the student identity card.",
          "A health check-up at admission and every year after, with records kept by the student health clinic.",
          "Hepatitis B vaccination for every student before clinical postings.",
          "Confidential counselling and mental health support through the Department of Psychiatry and student mentors.",
          "A medical officer on call for the hostels at night.",
        ],
      },
      {
        heading: "For faculty and staff",
        points: [
          "Consultation and investigations at concessional rates for staff and their dependants.",
          "Post-exposure prophylaxis for needle-stick injuries, available round the clock from the Emergency department.",
          "Annual health check-ups and vaccination for health care workers.",
        ],
      },
    ],
  },
} satisfies Record<string, HospitalService>;
