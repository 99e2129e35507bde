/** The Academics group's course pages (the landing, rules and departments are collections; fees are the fee tables). */

export const ugCourses = {
  title: "UG Courses Offered",
  lead: "Bachelor of Medicine and Bachelor of Surgery (MBBS).",
  description:
    "The MBBS course at the college: 150 seats recognised by the National Medical Commission, 4½ years plus one year of compulsory rotating internship, in English.",
  /** Facts beside the course's name, seats and duration (the courses collection). */
  facts: [
    { label: "Medium of instruction", value: "English" },
    { label: "Admission", value: "Through NEET (UG) and state or central counselling" },
    { label: "Affiliating university", value: "Bihar University of Health Sciences (BUHS)" },
  ],
  about: [
    "MBBS is the only undergraduate course the college offers. It is taught in three professional phases under the competency-based curriculum of the National Medical Commission: the first professional year covers anatomy, physiology and biochemistry; the second covers pathology, microbiology, pharmacology and forensic medicine; the third, in two parts, covers community medicine and the clinical subjects.",
    "Students meet patients from the first year through early clinical exposure, and spend a growing share of their time in the wards and outpatient clinics of the 720-bed teaching hospital. After the final examination, a year of compulsory rotating internship in the hospital and its rural health centre completes the course.",
  ],
  note: "Admission rules, eligibility and seat categories are on the MBBS admission page.",
};

export const pgCourses = {
  title: "PG Courses Offered",
  lead: "Postgraduate degree courses (MD and MS) of three years each.",
  description:
    "Postgraduate courses at the college: MD and MS of three years each in ten subjects, from General Medicine and General Surgery to Pathology and Otorhinolaryngology.",
  intro:
    "Postgraduate students train as residents in the teaching hospital under the Postgraduate Medical Education Regulations of the National Medical Commission, with graded responsibility for patients, a thesis and university examinations at the end of the third year.",
  degrees: [
    { degree: "MD", full: "Doctor of Medicine", duration: "3 years" },
    { degree: "MS", full: "Master of Surgery", duration: "3 years" },
  ],
};
