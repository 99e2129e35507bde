/** The home page's links and course cards (public spec §2.5); its texts are the home-page collection. */

/** Where the hero's and the welcome's buttons lead. */
export const homeLinks = { apply: "/admission/admission-enquiry", about: "/about/whoweare" } as const;

/** Where the notice board's 'More.' button leads: every current notice. */
export const noticesMoreTo = "/notices";

export const homeCourses = [
  {
    name: "MBBS",
    summary:
      "Bachelor of Medicine and Bachelor of Surgery: 4½ years of study and one year of compulsory rotating internship, 150 seats recognised by the NMC.",
    to: "/academics/ug-courses-offered",
    image: "home/course-mbbs",
    imageAlt: "Medical students in a lecture theatre",
  },
  {
    name: "MD / MS",
    summary:
      "Three-year postgraduate degrees in ten clinical and paraclinical specialities, with training in our own super-speciality hospital.",
    to: "/academics/pg-courses-offered",
    image: "home/course-pg",
    imageAlt: "Residents at work in a hospital laboratory",
  },
];

/** Notice board and testimonial timings (public spec §9). */
export const carouselTimings = {
  notices: { interval: 2500, speed: 1000, visible: 3 },
  testimonials: { interval: 2500, speed: 1000 },
};
