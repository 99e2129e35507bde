import type { DepartmentGroupId, DepartmentName } from "../../contract/departments";

/**
 * The 33 departments (spec §2.7), grouped as the National Medical Commission groups them. The names and
 * their order are `contract/departments.ts` (the list faculty records and the NMC list use); this adds
 * what the page says about each (a test keeps the two in step).
 */
export interface Department {
  title: DepartmentName;
  description: string;
}

export interface DepartmentGroup {
  id: DepartmentGroupId;
  title: string;
  summary: string;
  /** One shared illustration per group keeps the page light. */
  image: string;
  imageAlt: string;
  departments: Department[];
}

export const departmentsPage = {
  title: "Departments",
  lead: "Thirty-three teaching departments, from Anatomy to Neurosurgery.",
  description:
    "The 33 departments of the college: preclinical, paraclinical, clinical and super-specialty departments that teach MBBS and MD/MS students and run the hospital's services.",
  intro: [
    "Teaching at the college is organised in departments, each led by a professor and head of department. The preclinical departments lay the foundation in the first year; the paraclinical departments bridge science and the bedside; the clinical departments teach in the wards, outpatient clinics and operation theatres of the teaching hospital; and the super-specialty departments bring advanced care and exposure to complex cases.",
    "Every clinical department also runs its own outpatient clinic and wards, so the doctors who teach are the doctors who treat.",
  ],
};

export const departmentGroups: DepartmentGroup[] = [
  {
    id: "preclinical",
    title: "Preclinical departments",
    summary: "The structure and working of the healthy human body.",
    image: "pages/departments-preclinical",
    imageAlt: "Illustration of a preclinical teaching laboratory",
    departments: [
      {
        title: "Anatomy",
        description:
          "Gross anatomy by dissection, histology, embryology and neuroanatomy, taught in the 5000 sq ft dissection hall and a museum of specimens and models.",
      },
      {
        title: "Physiology",
        description:
          "How the body's systems work, with laboratories for haematology, clinical examination, and amphibian and human experiments.",
      },
      {
        title: "Biochemistry",
        description:
          "The chemistry of life and disease, metabolism and nutrition, with a teaching laboratory and the hospital's clinical biochemistry service.",
      },
    ],
  },
  {
    id: "paraclinical",
    title: "Paraclinical departments",
    summary: "Where the laboratory meets the patient.",
    image: "pages/departments-paraclinical",
    imageAlt: "Illustration of a pathology and microbiology laboratory",
    departments: [
      {
        title: "Pathology",
        description:
          "Causes and mechanisms of disease; histopathology, cytology, haematology and clinical pathology services for the hospital.",
      },
      {
        title: "Microbiology",
        description:
          "Bacteriology, virology, parasitology, mycology and immunology, with the BSL 2 virology lab and the hospital's infection-control programme.",
      },
      {
        title: "Pharmacology",
        description:
          "How drugs act and how to prescribe rationally; runs the adverse drug reaction monitoring centre under the pharmacovigilance programme.",
      },
      {
        title: "Forensic Medicine & Toxicology",
        description:
          "Medico-legal work, post-mortem examination, toxicology and medical ethics and law for the practising doctor.",
      },
      {
        title: "Community Medicine",
        description:
          "Public health, epidemiology and the national health programmes, taught in the rural and urban health training centres and through family adoption.",
      },
    ],
  },
  {
    id: "clinical",
    title: "Clinical departments",
    summary: "Learning medicine in the wards, clinics and theatres of the teaching hospital.",
    image: "pages/departments-clinical",
    imageAlt: "Illustration of a hospital ward with beds",
    departments: [
      {
        title: "General Medicine",
        description:
          "Diagnosis and treatment of adult illness across 150 beds, with a medical ICU, dialysis and specialty clinics for diabetes and hypertension.",
      },
      {
        title: "General Surgery",
        description:
          "Elective and emergency surgery, laparoscopic and trauma surgery across 150 beds, with modular operation theatres.",
      },
      {
        title: "Obstetrics & Gynaecology",
        description:
          "Antenatal care, safe delivery, high-risk pregnancy and gynaecological surgery, with a labour room and obstetric high-dependency unit.",
      },
      {
        title: "Paediatrics",
        description:
          "Care of newborns, children and adolescents, with the NICU, PICU, immunisation clinic and nutrition rehabilitation.",
      },
      {
        title: "Orthopaedics",
        description:
          "Fractures, joint replacement, arthroscopy, spine and paediatric orthopaedics, with a physiotherapy unit.",
      },
      {
        title: "Ophthalmology",
        description:
          "Cataract and glaucoma surgery, retina and squint clinics, refraction, and outreach eye camps in surrounding villages.",
      },
      {
        title: "Otorhinolaryngology (ENT)",
        description:
          "Diseases of the ear, nose and throat, audiology, endoscopic sinus surgery and head and neck surgery.",
      },
      {
        title: "Dermatology, Venereology & Leprosy",
        description:
          "Skin, hair and nail disease, sexually transmitted infections and leprosy, with dermatosurgery and phototherapy.",
      },
      {
        title: "Psychiatry",
        description:
          "Mental health care for adults and children, de-addiction services and counselling, with an inpatient unit.",
      },
      {
        title: "Respiratory Medicine",
        description:
          "Tuberculosis, asthma, COPD and lung disease, with pulmonary function testing, bronchoscopy and the TB centre.",
      },
      {
        title: "Anaesthesiology",
        description:
          "Anaesthesia for every operation, pain management, and intensive care in the surgical and medical ICUs.",
      },
      {
        title: "Radio-Diagnosis",
        description: "X-ray, ultrasound, CT and MRI imaging for the hospital, and image-guided procedures.",
      },
      {
        title: "Emergency Medicine",
        description:
          "The 24x7 emergency and casualty service with 30 casualty beds, triage and resuscitation, and trauma care.",
      },
      {
        title: "Dentistry",
        description:
          "Dental and oral health care, oral surgery and the teaching of oral health to medical students.",
      },
      {
        title: "Physical Medicine & Rehabilitation",
        description:
          "Rehabilitation after stroke, injury and surgery, physiotherapy, occupational therapy and assistive devices.",
      },
      {
        title: "Immunohaematology & Blood Transfusion",
        description:
          "Runs the licensed blood bank: donor care, blood grouping and cross-matching, and component separation.",
      },
    ],
  },
  {
    id: "super-specialty",
    title: "Super-specialty departments",
    summary: "Advanced care for complex illness, and exposure for postgraduate trainees.",
    image: "pages/departments-super-specialty",
    imageAlt: "Illustration of a specialist consulting in a modern clinic",
    departments: [
      {
        title: "Cardiology",
        description: "Heart disease care with ECG, echocardiography, treadmill testing and the ICCU.",
      },
      {
        title: "Neurology",
        description:
          "Stroke, epilepsy, headache and movement disorders, with EEG and nerve conduction studies.",
      },
      {
        title: "Nephrology",
        description: "Kidney disease, haemodialysis and care of patients before and after kidney transplant.",
      },
      {
        title: "Gastroenterology",
        description: "Diseases of the gut, liver and pancreas, with diagnostic and therapeutic endoscopy.",
      },
      {
        title: "Urology",
        description:
          "Kidney stones, prostate disease and urological cancers, with endourology and lithotripsy.",
      },
      {
        title: "Neurosurgery",
        description: "Surgery of the brain and spine, head injury care and neuro-trauma.",
      },
      {
        title: "Cardiothoracic & Vascular Surgery",
        description: "Surgery of the heart, lungs and blood vessels, with a dedicated cardiac theatre.",
      },
      {
        title: "Paediatric Surgery",
        description: "Surgery for newborns and children, including congenital anomalies.",
      },
      {
        title: "Plastic & Reconstructive Surgery",
        description:
          "Burns care, cleft lip and palate repair, hand surgery and reconstruction after injury or cancer.",
      },
    ],
  },
];
