/** The academic facilities as the page showed them in code (spec §2.6, figures of §9). */
const FACILITIES = [
  {
    title: "Library",
    description:
      "A central library with reading seats for 150 students plus 50 staff, 40 computers with internet and e-journal access, 3000+ books and subscriptions to 15 Indian and 6 foreign journals. Open late on weekdays and through examination periods.",
    image: "pages/facility-library",
    imageAlt: "Illustration of library shelves filled with books",
    position: 1,
  },
  {
    title: "Computer Lab",
    description:
      "Networked computers for online learning, literature search, statistics for research projects and computer-based assessments, supported by the college IT office.",
    image: "pages/facility-computer-lab",
    imageAlt: "Illustration of students seated in a computer lab",
    position: 2,
  },
  {
    title: "Lecture Theatres",
    description:
      "Two lecture theatres of 200 seats each, gallery-style, with audio-visual systems, projection and recording, so a full batch is taught together.",
    image: "pages/facility-lecture-theatres",
    imageAlt: "Illustration of a tiered lecture theatre with a screen",
    position: 3,
  },
  {
    title: "Common Rooms",
    description:
      "Separate common rooms for men and women students with seating, lockers, drinking water and washrooms, a place to rest between classes.",
    image: "pages/facility-common-rooms",
    imageAlt: "Illustration of a bright common room",
    position: 4,
  },
  {
    title: "Demonstration Rooms",
    description:
      "Demonstration rooms in every department for small-group teaching, tutorials and case discussions, each with display boards and audio-visual aids.",
    image: "pages/facility-demonstration-rooms",
    imageAlt: "Illustration of a small group class in a demonstration room",
    position: 5,
  },
  {
    title: "Laboratories",
    description:
      "Practical laboratories for physiology, biochemistry, pathology, microbiology and pharmacology, equipped to the National Medical Commission's norms for a batch of 150.",
    image: "pages/facility-laboratories",
    imageAlt: "Illustration of a laboratory bench with glassware",
    position: 6,
  },
  {
    title: "Skills Lab",
    description:
      "Manikins and task trainers for practising injections, suturing, catheterisation, basic and advanced life support and normal delivery before students work with patients.",
    image: "pages/facility-skills-lab",
    imageAlt: "Illustration of training beds in a clinical skills lab",
    position: 7,
  },
  {
    title: "Virology Lab BSL 2",
    description:
      "A biosafety level 2 virology laboratory for molecular diagnosis of viral infections, with RT-PCR, used for patient testing, surveillance and postgraduate training.",
    image: "pages/facility-virology-lab",
    imageAlt: "Illustration of a virology laboratory bench",
    position: 8,
  },
  {
    title: "Medical Education Unit",
    description:
      "The Medical Education Unit trains faculty in teaching-learning methods, assessment and curriculum design, and runs the basic course in medical education for every teacher.",
    image: "pages/facility-medical-education-unit",
    imageAlt: "Illustration of a faculty workshop in progress",
    position: 9,
  },
  {
    title: "Dissection Hall",
    description:
      "A well-ventilated dissection hall of 5000 sq ft with dissection tables, cold storage, embalming room and a museum of specimens and models for teaching anatomy.",
    image: "pages/facility-dissection-hall",
    imageAlt: "Illustration of an anatomy dissection hall",
    position: 10,
  },
];

export const facilitySeeds = () => FACILITIES;
