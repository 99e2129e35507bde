import { PG_COURSES } from "../../../contract/students";

/**
 * The courses as the Academics pages showed them in code: MBBS with its 150 recognised seats; the ten MD/MS
 * courses of three years, whose sanctioned seats and recognition the pages never stated (left empty, so the
 * MSR B.1.11 items say they are missing until staff enter them).
 */
export const courseSeeds = () => [
  {
    name: "MBBS (Bachelor of Medicine and Bachelor of Surgery)",
    level: "UG",
    degree: "MBBS",
    duration: "4½ years plus one year of compulsory rotating internship",
    seats: 150,
    recognition: "recognised",
    recognitionDetails: "Recognised by the National Medical Commission",
    position: 1,
  },
  ...PG_COURSES.map((name, index) => ({
    name,
    level: "PG",
    degree: name.slice(0, 2),
    duration: "3 years",
    seats: null,
    recognition: null,
    recognitionDetails: null,
    position: index + 2,
  })),
];
