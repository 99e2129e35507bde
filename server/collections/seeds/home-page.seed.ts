/** The home page's texts as the site showed them in code (public spec §2.5; names are fictional samples). */
const HOME_PAGE = {
  eyebrow: "Admissions open · MBBS & MD/MS",
  headline: "Shaping compassionate doctors for Bihar and beyond",
  tagline:
    "An NMC-recognised medical college with its own super-speciality teaching hospital, where students learn at the bedside from the first year.",
  figures: [
    {
      value: "{mbbsSeats}",
      label: "MBBS admissions every year",
      detail: "Recognised by the National Medical Commission",
    },
    {
      value: "30 min",
      label: "from the airport",
      detail: "Jay Prakash Narayan International Airport, Patna",
    },
    {
      value: "{beds}",
      label: "bed super-speciality hospital",
      detail: "On campus, open 24x7 for emergencies",
    },
  ],
  welcomeHeading: "Welcome to our college",
  welcome:
    "Our institute was founded to bring high-quality medical education and affordable tertiary care to the people of Bihar. On one green campus, students, teachers and clinicians work side by side: lecture theatres, laboratories and the skills lab sit a short walk from the wards, theatres and intensive care units of our teaching hospital.\n\nStudents learn from experienced faculty in every preclinical, paraclinical and clinical department, take part in community health camps in the surrounding villages, and graduate ready to serve with skill, ethics and empathy.",
  bannerHeading: "Learn. Serve. Lead.",
  bannerText: "From the anatomy hall to the emergency room, we prepare doctors who put patients first.",
  reasons: [
    {
      title: "A teaching hospital on campus",
      text: "Our own super-speciality hospital gives students daily clinical exposure across every department.",
    },
    {
      title: "Experienced, dedicated faculty",
      text: "Over 300 teachers and doctors guide students through lectures, bedside teaching and research.",
    },
    {
      title: "Modern infrastructure",
      text: "Skills lab, BSL-2 virology lab, a 5000 sq ft dissection hall, and a library with 3000+ books and journals.",
    },
    {
      title: "Recognised and affiliated",
      text: "Recognised by the National Medical Commission and affiliated to the state's health sciences university.",
    },
    {
      title: "Safe, green campus life",
      text: "Hostels, sports facilities and an anti-ragging committee make the campus a safe home for five and a half years.",
    },
  ],
  courses: [
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
  ],
};

export const homePageSeeds = () => [HOME_PAGE];
