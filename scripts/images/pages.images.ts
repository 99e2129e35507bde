// Illustrations of the informational pages (about, academics, hospitals): `npx tsx scripts/images/generate.ts pages`.
// One shared image per department group keeps the repository small.
import { DEPARTMENT_GROUP_HEADINGS } from "../../contract/departments";
import { hospitalServiceSeeds } from "../../server/collections/seeds/hospital-services.seed";
import { facilitySeeds } from "../../server/collections/seeds/facilities.seed";
import { leaderSeeds } from "../../server/collections/seeds/leaders.seed";
import { universitySeeds } from "../../server/collections/seeds/universities.seed";
import type { IllustrationSpec, Motif } from "./illustration";

const portrait = (name: string, hue: number, seed: number): IllustrationSpec => ({
  name,
  motif: "portrait",
  width: 320,
  height: 400,
  widths: [160, 320],
  hue,
  seed,
});

const card = (name: string, motif: Motif, hue: number, seed: number): IllustrationSpec => ({
  name,
  motif,
  width: 640,
  height: 400,
  widths: [320, 640],
  hue,
  seed,
});

const wide = (name: string, motif: Motif, hue: number, seed: number): IllustrationSpec => ({
  name,
  motif,
  width: 800,
  height: 450,
  widths: [400, 800],
  hue,
  seed,
});

const facilityMotifs: Motif[] = [
  "library",
  "classroom",
  "classroom",
  "event",
  "classroom",
  "lab",
  "ward",
  "lab",
  "event",
  "lab",
];
const departmentMotifs: Motif[] = ["lab", "lab", "ward", "department"];
const serviceMotifs: Record<string, Motif> = {
  "pages/hospital-opd": "event",
  "pages/hospital-emergency": "ward",
  "pages/hospital-laboratories": "lab",
  "pages/hospital-clinical-material": "classroom",
  "pages/hospital-radio-diagnosis": "department",
  "pages/hospital-nicu-picu": "ward",
  "pages/hospital-icu": "ward",
  "pages/hospital-pharmacy": "library",
  "pages/hospital-blood-bank": "ward",
  "pages/hospital-student-staff": "department",
};

const leaders = leaderSeeds().map((leader, index) => portrait(leader.portrait, 200 + index * 35, index + 1));
const officers = universitySeeds().flatMap((university, u) =>
  university.officers.map((officer, index) =>
    portrait(officer.portrait, 150 + u * 60 + index * 20, 10 + u * 3 + index),
  ),
);

export const images: IllustrationSpec[] = [
  ...leaders,
  ...officers,
  ...facilitySeeds().map((facility, index) =>
    card(facility.image, facilityMotifs[index] ?? "abstract", 190 + index * 17, index + 3),
  ),
  ...Object.values(DEPARTMENT_GROUP_HEADINGS).map((group, index) =>
    card(group.image, departmentMotifs[index] ?? "department", 170 + index * 40, index + 7),
  ),
  // The OPD's illustration first (its page now shows the timetable instead), so the others keep their hues.
  ...[{ image: "pages/hospital-opd" }, ...hospitalServiceSeeds()].map((service, index) =>
    wide(service.image, serviceMotifs[service.image] ?? "hospital", 185 + index * 13, index + 21),
  ),
  wide("pages/hospital-building", "hospital", 205, 41),
  wide("pages/about-campus", "campus", 195, 42),
  wide("pages/academics-classroom", "classroom", 215, 43),
];
