/** The department-wise bed table of spec §9: 720 teaching beds in 21 units; Emergency's 30 casualty beds apart. */
const BEDS = [
  {
    department: "General Medicine",
    beds: 150,
    units: 4,
    teaching: true,
    position: 1,
  },
  {
    department: "Pediatrics",
    beds: 80,
    units: 2,
    teaching: true,
    position: 2,
  },
  {
    department: "Respiratory",
    beds: 15,
    units: 1,
    teaching: true,
    position: 3,
  },
  {
    department: "Dermatology",
    beds: 40,
    units: 1,
    teaching: true,
    position: 4,
  },
  {
    department: "Psychiatry",
    beds: 15,
    units: 1,
    teaching: true,
    position: 5,
  },
  {
    department: "General Surgery",
    beds: 150,
    units: 4,
    teaching: true,
    position: 6,
  },
  {
    department: "Orthopedics",
    beds: 80,
    units: 2,
    teaching: true,
    position: 7,
  },
  {
    department: "Ophthalmology",
    beds: 40,
    units: 1,
    teaching: true,
    position: 8,
  },
  {
    department: "Obstetrics & Gynecology",
    beds: 120,
    units: 3,
    teaching: true,
    position: 9,
  },
  {
    department: "Otorhinolaryngology",
    beds: 30,
    units: 2,
    teaching: true,
    position: 10,
  },
  {
    department: "Emergency",
    beds: 30,
    units: 1,
    teaching: false,
    position: 11,
  },
];

export const hospitalBedSeeds = () => BEDS;
