/** The departments' descriptions as the Departments page showed them in code (issue 20). */
const DEPARTMENTS = [
  {
    name: "Anatomy",
    description:
      "Gross anatomy by dissection, histology, embryology and neuroanatomy, taught in the 5000 sq ft dissection hall and a museum of specimens and models.",
  },
  {
    name: "Physiology",
    description:
      "How the body's systems work, with laboratories for haematology, clinical examination, and amphibian and human experiments.",
  },
  {
    name: "Biochemistry",
    description:
      "The chemistry of life and disease, metabolism and nutrition, with a teaching laboratory and the hospital's clinical biochemistry service.",
  },
  {
    name: "Pathology",
    description:
      "Causes and mechanisms of disease; histopathology, cytology, haematology and clinical pathology services for the hospital.",
  },
  {
    name: "Microbiology",
    description:
      "Bacteriology, virology, parasitology, mycology and immunology, with the BSL 2 virology lab and the hospital's infection-control programme.",
  },
  {
    name: "Pharmacology",
    description:
      "How drugs act and how to prescribe rationally; runs the adverse drug reaction monitoring centre under the pharmacovigilance programme.",
  },
  {
    name: "Forensic Medicine & Toxicology",
    description:
      "Medico-legal work, post-mortem examination, toxicology and medical ethics and law for the practising doctor.",
  },
  {
    name: "Community Medicine",
    description:
      "Public health, epidemiology and the national health programmes, taught in the rural and urban health training centres and through family adoption.",
  },
  {
    name: "General Medicine",
    description:
      "Diagnosis and treatment of adult illness across 150 beds, with a medical ICU, dialysis and specialty clinics for diabetes and hypertension.",
  },
  {
    name: "General Surgery",
    description:
      "Elective and emergency surgery, laparoscopic and trauma surgery across 150 beds, with modular operation theatres.",
  },
  {
    name: "Obstetrics & Gynaecology",
    description:
      "Antenatal care, safe delivery, high-risk pregnancy and gynaecological surgery, with a labour room and obstetric high-dependency unit.",
  },
  {
    name: "Paediatrics",
    description:
      "Care of newborns, children and adolescents, with the NICU, PICU, immunisation clinic and nutrition rehabilitation.",
  },
  {
    name: "Orthopaedics",
    description:
      "Fractures, joint replacement, arthroscopy, spine and paediatric orthopaedics, with a physiotherapy unit.",
  },
  {
    name: "Ophthalmology",
    description:
      "Cataract and glaucoma surgery, retina and squint clinics, refraction, and outreach eye camps in surrounding villages.",
  },
  {
    name: "Otorhinolaryngology (ENT)",
    description:
      "Diseases of the ear, nose and throat, audiology, endoscopic sinus surgery and head and neck surgery.",
  },
  {
    name: "Dermatology, Venereology & Leprosy",
    description:
      "Skin, hair and nail disease, sexually transmitted infections and leprosy, with dermatosurgery and phototherapy.",
  },
  {
    name: "Psychiatry",
    description:
      "Mental health care for adults and children, de-addiction services and counselling, with an inpatient unit.",
  },
  {
    name: "Respiratory Medicine",
    description:
      "Tuberculosis, asthma, COPD and lung disease, with pulmonary function testing, bronchoscopy and the TB centre.",
  },
  {
    name: "Anaesthesiology",
    description:
      "Anaesthesia for every operation, pain management, and intensive care in the surgical and medical ICUs.",
  },
  {
    name: "Radio-Diagnosis",
    description: "X-ray, ultrasound, CT and MRI imaging for the hospital, and image-guided procedures.",
  },
  {
    name: "Emergency Medicine",
    description:
      "The 24x7 emergency and casualty service with 30 casualty beds, triage and resuscitation, and trauma care.",
  },
  {
    name: "Dentistry",
    description:
      "Dental and oral health care, oral surgery and the teaching of oral health to medical students.",
  },
  {
    name: "Physical Medicine & Rehabilitation",
    description:
      "Rehabilitation after stroke, injury and surgery, physiotherapy, occupational therapy and assistive devices.",
  },
  {
    name: "Immunohaematology & Blood Transfusion",
    description:
      "Runs the licensed blood bank: donor care, blood grouping and cross-matching, and component separation.",
  },
  {
    name: "Cardiology",
    description: "Heart disease care with ECG, echocardiography, treadmill testing and the ICCU.",
  },
  {
    name: "Neurology",
    description: "Stroke, epilepsy, headache and movement disorders, with EEG and nerve conduction studies.",
  },
  {
    name: "Nephrology",
    description: "Kidney disease, haemodialysis and care of patients before and after kidney transplant.",
  },
  {
    name: "Gastroenterology",
    description: "Diseases of the gut, liver and pancreas, with diagnostic and therapeutic endoscopy.",
  },
  {
    name: "Urology",
    description: "Kidney stones, prostate disease and urological cancers, with endourology and lithotripsy.",
  },
  {
    name: "Neurosurgery",
    description: "Surgery of the brain and spine, head injury care and neuro-trauma.",
  },
  {
    name: "Cardiothoracic & Vascular Surgery",
    description: "Surgery of the heart, lungs and blood vessels, with a dedicated cardiac theatre.",
  },
  {
    name: "Paediatric Surgery",
    description: "Surgery for newborns and children, including congenital anomalies.",
  },
  {
    name: "Plastic & Reconstructive Surgery",
    description:
      "Burns care, cleft lip and palate repair, hand surgery and reconstruction after injury or cancer.",
  },
];

export const departmentSeeds = () => DEPARTMENTS;
