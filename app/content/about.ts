import type { KeyFigure, PageLink, PageText, ProseSection } from "./prose";

/** The About group's own pages: landing, Who We Are, Mission & Vision, Citizen Charter. */

export const aboutLanding = {
  title: "About the College",
  lead: "A medical college and 720-bed teaching hospital on a 25-acre campus near Patna.",
  description:
    "About Ganga Valley Institute of Medical Sciences & Hospital: a 720-bed teaching hospital on a 25-acre campus, its leaders, universities, committees and facilities.",
  intro: [
    "Ganga Valley Institute of Medical Sciences & Hospital trains doctors for Bihar and for India. The college admits 150 MBBS students a year with the approval of the National Medical Commission and offers postgraduate MD and MS courses in ten specialities.",
    "The college and its 720-bed teaching hospital share a green 25-acre campus, so that students move between the classroom, the laboratory and the bedside within minutes.",
  ],
  figures: [
    { value: "720", label: "Teaching hospital beds" },
    { value: "25 acres", label: "Campus" },
    { value: "150", label: "MBBS seats a year" },
    { value: "300+", label: "Faculty members" },
  ] satisfies KeyFigure[],
  links: [
    {
      label: "Who We Are",
      to: "/about/whoweare",
      description: "Our story, our campus and what we stand for.",
    },
    {
      label: "Mission & Vision",
      to: "/about/mission-vision",
      description: "Why we exist and where we are going.",
    },
    { label: "Director's Message", to: "/about/director-message", description: "A word from the Director." },
    {
      label: "Managing Director's Message",
      to: "/about/managing-director",
      description: "A word from the Managing Director.",
    },
    { label: "Principal's Message", to: "/about/principal", description: "A word from the Principal." },
    {
      label: "Medical Superintendent's Message",
      to: "/about/medical-superintendent",
      description: "A word from the head of the hospital.",
    },
    {
      label: "About the University (BUHS)",
      to: "/about/about-university-buhs",
      description: "Our health sciences university and its officers.",
    },
    {
      label: "About the University (AKTU)",
      to: "/about/about-university-aktu",
      description: "The knowledge university and its officers.",
    },
    {
      label: "Affiliation",
      to: "/about/affiliation",
      description: "University affiliation letters, 2019-20 to 2023-24.",
    },
    {
      label: "Permissions & Recognition",
      to: "/about/permission",
      description: "Letters of permission and renewals from the National Medical Commission.",
    },
    {
      label: "Academic Facilities",
      to: "/about/academic-facilities",
      description: "Library, lecture theatres, laboratories and skills lab.",
    },
    {
      label: "College Committees",
      to: "/about/college-committees",
      description: "The 16 committees and their constitution orders.",
    },
    {
      label: "Citizen Charter",
      to: "/about/citizen-character",
      description: "Your rights and responsibilities as a patient, and how to raise a grievance.",
    },
    { label: "Media Centre", to: "/about/media-center", description: "News and events from the campus." },
  ] satisfies PageLink[],
};

export const whoWeAre: PageText & { sections: ProseSection[]; figures: KeyFigure[] } = {
  title: "Who We Are",
  lead: "A private medical college and teaching hospital serving the people of Bihar.",
  description:
    "Who we are: Ganga Valley Institute of Medical Sciences & Hospital, a private medical college with 150 MBBS seats and a 720-bed teaching hospital near Patna, Bihar.",
  figures: [
    { value: "150", label: "MBBS admissions a year" },
    { value: "10", label: "MD/MS courses" },
    { value: "720", label: "Teaching hospital beds" },
    { value: "30 min", label: "From Patna airport" },
  ],
  sections: [
    {
      heading: "Our story",
      paragraphs: [
        "Ganga Valley Institute of Medical Sciences & Hospital was founded by the Ganga Valley Educational & Charitable Trust to give young people of eastern India a first-rate medical education close to home, and to give the families of Patna district and its neighbours a hospital where specialist care is affordable and within reach.",
        "The college admitted its first MBBS batch in 2019-20 under a letter of permission from the National Medical Commission. It now admits 150 students a year and has begun postgraduate MD and MS courses in ten specialities.",
      ],
    },
    {
      heading: "Our campus",
      paragraphs: [
        "The college and its 720-bed teaching hospital stand together on a 25-acre campus on NH-83 at Punpun, about 30 minutes from the airport at Patna. The campus has lecture theatres, departmental laboratories, a central library, a skills lab, separate hostels for men and women, a mess, playing fields and residences for faculty.",
      ],
    },
    {
      heading: "What we stand for",
      points: [
        "Teaching at the bedside, from the first year, under experienced faculty.",
        "Care for every patient with respect, regardless of means.",
        "Openness: our fees, admission rules and statutory documents are published on this site.",
        "A safe, ragging-free campus where every student can do their best work.",
      ],
    },
  ],
};

export const missionVision: PageText & { vision: string; mission: string[]; values: ProseSection[] } = {
  title: "Mission & Vision",
  lead: "Why we exist, and the institution we are working to become.",
  description:
    "The vision, mission and core values of Ganga Valley Institute of Medical Sciences & Hospital: excellence in medical education, patient care and research.",
  vision:
    "To be a centre of excellence in medical education, patient care and research in eastern India, producing doctors who are skilled, ethical and committed to the health of the community.",
  mission: [
    "Train competent and compassionate doctors through the National Medical Commission's competency-based curriculum.",
    "Provide quality, affordable health care to every patient who comes to our hospital.",
    "Take health care to rural communities through outreach camps and the national health programmes.",
    "Encourage research that answers the health problems of our region.",
    "Support our faculty and staff to keep learning and to teach well.",
  ],
  values: [
    { heading: "Integrity", paragraphs: ["We are honest with our patients, our students and one another."] },
    { heading: "Compassion", paragraphs: ["We treat every person with kindness and dignity."] },
    { heading: "Excellence", paragraphs: ["We hold our teaching and our care to the highest standard."] },
    {
      heading: "Service",
      paragraphs: ["We remember that medicine exists for the patient and the community."],
    },
  ],
};

export const citizenCharter: PageText & { intro: string; sections: ProseSection[] } = {
  title: "Citizen Charter",
  lead: "What you can expect from our hospital, what we ask of you, and how to tell us when we fall short.",
  description:
    "The citizen's charter of the teaching hospital: patients' rights, responsibilities, service hours and how to raise a grievance.",
  intro:
    "This charter sets out the standards of service that patients, their families and visitors can expect at the teaching hospital of Ganga Valley Institute of Medical Sciences & Hospital, and the responsibilities we ask of them in return. It follows the Charter of Patients' Rights recommended for hospitals in India.",
  sections: [
    {
      heading: "Our services and hours",
      points: [
        "Outpatient departments (OPD): Monday to Saturday, 09:00 am to 05:00 pm; closed on Sunday.",
        "Emergency and casualty: open 24x7, with 30 casualty beds; no patient in an emergency is turned away for want of money or documents.",
        "Laboratory, blood bank, pharmacy and radiology services for admitted and emergency patients: round the clock.",
        "Help desk at the main entrance for registration, directions, rates of services and complaints.",
      ],
    },
    {
      heading: "Your rights as a patient",
      points: [
        "To receive emergency care without delay, and to be treated with dignity, privacy and without discrimination of any kind.",
        "To know the name of the doctor in charge of your care, your diagnosis, the proposed treatment and its risks and alternatives, in a language you understand.",
        "To give or refuse informed consent before any operation, procedure or participation in research, and to be told when students take part in your care.",
        "To see the rates of services, to receive an itemised bill, and to buy medicines and tests from any source you choose.",
        "To obtain copies of your medical records and investigation reports, and to seek a second opinion.",
        "To confidentiality of your personal and medical information.",
        "To be heard when you have a complaint, and to receive a reply.",
      ],
    },
    {
      heading: "Your responsibilities",
      points: [
        "Give full and correct information about your illness, past treatment and medicines.",
        "Follow the treatment plan you have agreed with your doctor, and tell us if you cannot.",
        "Respect the privacy of other patients and the dignity of the hospital's staff; violence or abuse against health workers is a punishable offence.",
        "Keep to visiting hours and allow only one attendant at the bedside in wards and intensive care units.",
        "Keep the hospital clean, do not smoke or chew tobacco anywhere on campus, and settle bills on time.",
      ],
    },
    {
      heading: "Grievance redressal",
      paragraphs: [
        "If you are unhappy with any part of our service, please speak first to the ward sister or the duty doctor: most problems are solved at once. If not, you may write to or visit the Patient Grievance Cell at the help desk near the main entrance (Monday to Saturday, 09:00 am to 05:00 pm), drop a written complaint in the complaint boxes placed in every OPD and ward, or e-mail the Medical Superintendent at ms@gvims.example.in.",
        "Every complaint is registered and acknowledged with a number within one working day. The grievance officer will look into it and give you a written reply within seven working days. If you are not satisfied with the reply, you may appeal to the Medical Superintendent, whose decision will be given within fifteen days.",
      ],
    },
  ],
};
