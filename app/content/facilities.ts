/** The ten academic facilities (spec §2.6, figures of §9). */
export interface Facility {
  title: string;
  description: string;
  image: string;
  imageAlt: string;
}

const image = (slug: string) => `pages/facility-${slug}`;

export const facilities: Facility[] = [
  {
    title: "Library",
    description:
      "A central library with reading seats for 150 students plus 50 staff, 40 computers with internet and e-journal access, 3000+ books and subscriptions to 15 Indian and 6 foreign journals. Open late on weekdays and through examination periods.",
    image: image("library"),
    imageAlt: "Illustration of library shelves filled with books",
  },
  {
    title: "Computer Lab",
    description:
      "Networked computers for online learning, literature search, statistics for research projects and computer-based assessments, supported by the college IT office.",
    image: image("computer-lab"),
    imageAlt: "Illustration of students seated in a computer lab",
  },
  {
    title: "Lecture Theatres",
    description:
      "Two lecture theatres of 200 seats each, gallery-style, with audio-visual systems, projection and recording, so a full batch is taught together.",
    image: image("lecture-theatres"),
    imageAlt: "Illustration of a tiered lecture theatre with a screen",
  },
  {
    title: "Common Rooms",
    description:
      "Separate common rooms for men and women students with seating, lockers, drinking water and washrooms, a place to rest between classes.",
    image: image("common-rooms"),
    imageAlt: "Illustration of a bright common room",
  },
  {
    title: "Demonstration Rooms",
    description:
      "Demonstration rooms in every department for small-group teaching, tutorials and case discussions, each with display boards and audio-visual aids.",
    image: image("demonstration-rooms"),
    imageAlt: "Illustration of a small group class in a demonstration room",
  },
  {
    title: "Laboratories",
    description:
      "Practical laboratories for physiology, biochemistry, pathology, microbiology and pharmacology, equipped to the National Medical Commission's norms for a batch of 150.",
    image: image("laboratories"),
    imageAlt: "Illustration of a laboratory bench with glassware",
  },
  {
    title: "Skills Lab",
    description:
      "Manikins and task trainers for practising injections, suturing, catheterisation, basic and advanced life support and normal delivery before students work with patients.",
    image: image("skills-lab"),
    imageAlt: "Illustration of training beds in a clinical skills lab",
  },
  {
    title: "Virology Lab BSL 2",
    description:
      "A biosafety level 2 virology laboratory for molecular diagnosis of viral infections, with RT-PCR, used for patient testing, surveillance and postgraduate training.",
    image: image("virology-lab"),
    imageAlt: "Illustration of a virology laboratory bench",
  },
  {
    title: "Medical Education Unit",
    description:
      "The Medical Education Unit trains faculty in teaching-learning methods, assessment and curriculum design, and runs the basic course in medical education for every teacher.",
    image: image("medical-education-unit"),
    imageAlt: "Illustration of a faculty workshop in progress",
  },
  {
    title: "Dissection Hall",
    description:
      "A well-ventilated dissection hall of 5000 sq ft with dissection tables, cold storage, embalming room and a museum of specimens and models for teaching anatomy.",
    image: image("dissection-hall"),
    imageAlt: "Illustration of an anatomy dissection hall",
  },
];

export const facilitiesPage = {
  title: "Academic Facilities",
  lead: "Lecture theatres, laboratories, a library and a skills lab built for a batch of 150 students.",
  description:
    "Academic facilities of the college: library for 150 students plus 50 staff, two 200-seat lecture theatres, a 5000 sq ft dissection hall, skills lab, BSL 2 virology lab and more.",
  intro:
    "Our teaching spaces are planned to the standards of the National Medical Commission for an annual intake of 150 MBBS students, and are shared by the postgraduate departments.",
};
