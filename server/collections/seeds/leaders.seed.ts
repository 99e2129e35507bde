/** The leaders' messages as the site showed them in code (names and numbers are fictional placeholders). */
const LEADERS = [
  {
    post: "director",
    title: "Director's Message",
    lead: "A medical college is measured by the doctors it sends out into the world.",
    description:
      "A message from the Director of Ganga Valley Institute of Medical Sciences & Hospital to students, parents and patients.",
    name: "Dr. Rakesh Kumar Sinha",
    designation: "Director",
    phones: ["+91 612 555 0110", "+91 98355 50110"],
    email: "director@gvims.example.in",
    portrait: "pages/leader-director",
    message: [
      "Dear students, parents and well-wishers,",
      "When we laid the foundation of this institute, our aim was simple: to bring medical education and hospital care of the highest standard within reach of the people of Bihar, so that no family has to travel to a distant city for either.",
      "Our students learn medicine at the bedside, in a busy teaching hospital that serves patients from Patna and the surrounding districts. They are taught by experienced faculty who believe that clinical skill and compassion must grow together. We keep our laboratories, library and skills lab up to date, and we ask every student to spend time in the community, where most of India's health care actually happens.",
      "We hold ourselves to the standards of the National Medical Commission and our affiliating university, and we publish our documents openly on this website. I invite you to visit the campus, meet our teachers and see for yourself.",
      "With best wishes for your future,",
    ],
  },
  {
    post: "managing-director",
    title: "Managing Director's Message",
    lead: "Building an institution that serves Bihar for generations.",
    description:
      "A message from the Managing Director on the vision, infrastructure and growth of Ganga Valley Institute of Medical Sciences & Hospital.",
    name: "Mr. Anand Prakash Verma",
    designation: "Managing Director",
    phones: ["+91 612 555 0111", "+91 98355 50111"],
    email: "md@gvims.example.in",
    portrait: "pages/leader-managing-director",
    message: [
      "Dear friends,",
      "Our Trust founded this institute with a long view: a medical college is not built in a year, and its worth is proved over decades. Every rupee we invest goes into what students and patients need most: teaching space, equipment, a well-run hospital and teachers who stay.",
      "On our 25-acre campus the college and the 720-bed teaching hospital stand side by side, with hostels, a library, sports facilities and residences for faculty. We continue to add clinical services so that our students see the full range of disease and our patients find treatment close to home.",
      "We run the institute transparently: fees, admission rules and statutory documents are published here, and our offices answer questions from parents and applicants every working day. I thank the families who trust us with their children's education and their own health.",
      "Warm regards,",
    ],
  },
  {
    post: "principal",
    title: "Principal's Message",
    lead: "Competence, compassion and integrity: the three things we teach every day.",
    description:
      "A message from the Principal on teaching, the competency-based MBBS curriculum and student life at Ganga Valley Institute of Medical Sciences & Hospital.",
    name: "Prof. (Dr.) Meera Jha",
    designation: "Principal",
    phones: ["+91 612 555 0101", "+91 98355 50101"],
    email: "principal@gvims.example.in",
    portrait: "pages/leader-principal",
    message: [
      "Dear students,",
      "Welcome to a profession that will ask a great deal of you and give back even more. Over the next years you will learn the science of the human body, and, just as important, how to listen to a frightened patient, how to work in a team and how to admit what you do not yet know.",
      "We follow the competency-based medical education curriculum of the National Medical Commission. Early clinical exposure starts in the first year; skills are practised on manikins in our skills lab before they are used on patients; and our Medical Education Unit trains our teachers in modern methods of teaching and assessment.",
      "My door, and those of our heads of department, are open to students and parents. Work hard, look after one another, and make use of everything this campus offers.",
      "With affection and best wishes,",
    ],
  },
  {
    post: "medical-superintendent",
    title: "Medical Superintendent's Message",
    lead: "A hospital that treats every patient with skill, dignity and care.",
    description:
      "A message from the Medical Superintendent on the teaching hospital's services, its 975 beds and its commitment to patients.",
    name: "Dr. Sanjay Kumar Choudhary",
    designation: "Medical Superintendent",
    phones: ["+91 612 555 0142", "+91 98355 50120"],
    email: "ms@gvims.example.in",
    portrait: "pages/leader-medical-superintendent",
    message: [
      "Dear patients and visitors,",
      "Our hospital is planned as a 975-bed super-speciality hospital, with emergency and casualty services that never close, intensive care units for adults, children and newborns, modern operation theatres, a round-the-clock laboratory and blood bank, and a full range of outpatient clinics from Monday to Saturday.",
      "As a teaching hospital, we hold ourselves to a double duty: the best available care for every patient, and the best possible learning for the doctors of tomorrow. Senior consultants supervise every clinical decision, and our infection-control, pharmacovigilance and quality teams audit our work continuously.",
      "If anything in your experience with us falls short, please tell us. Our help desk and grievance cell are there to listen and to put things right.",
      "In your service,",
    ],
  },
];

export const leaderSeeds = () =>
  LEADERS.map(({ phones, message, ...leader }) => ({
    ...leader,
    phones: phones.map((number) => ({ number })),
    message: message.join("\n\n"),
  }));
