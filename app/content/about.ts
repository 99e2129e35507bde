import type { KeyFigure, PageLink } from "./prose";

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
