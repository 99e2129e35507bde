import { withHindi, type HindiTexts } from "./with-hindi";

/** The Markdown pages' text as the site showed it in code (issue 20). */
const PAGES = [
  {
    path: "/admission",
    title: "Admissions",
    lead: "Admission to MBBS and MD/MS for the 2025-26 session.",
    description:
      "Admissions to MBBS (150 seats) and MD/MS courses: NEET eligibility, seat categories, admission 2025 documents and the admission enquiry form.",
    figures: [],
    body: "Admission to every course is on the basis of NEET merit, through the counselling of the competent authority. The pages below explain eligibility, seat categories and fees, and carry the documents you will need.",
  },
  {
    path: "/student",
    title: "Student Corner",
    lead: "Disclosures, student lists, examination results and our mobile apps.",
    description:
      "Student corner: information as per NMC, student lists and examination results from 2019-20 to 2024-25, and the college's mobile apps.",
    figures: [],
    body: "Everything current and prospective students and their parents need to look up, in one place. Documents open as PDF files in a new tab.",
  },
  {
    path: "/faculty",
    title: "Faculty",
    lead: "300+ teachers and doctors who teach our students and care for our patients.",
    description:
      "Faculty of the college: 300+ teaching faculty and doctors, the non-teaching staff, and the National Medical Commission's attendance system.",
    figures: [
      {
        value: "300+",
        label: "Faculty members",
      },
      {
        value: "33",
        label: "Departments",
      },
    ],
    body: "Our faculty members are qualified and registered as the National Medical Commission requires, and teach in the college's 33 departments while treating patients in the teaching hospital. Their daily attendance is recorded biometrically in the Commission's attendance system.",
  },
  {
    path: "/about",
    title: "About the College",
    lead: "A medical college and 720-bed teaching hospital on a 25-acre campus near Patna.",
    description:
      "About Ganga Valley Institute of Medical Sciences & Hospital: a 720-bed teaching hospital on a 25-acre campus, its leaders, universities, committees and facilities.",
    figures: [
      {
        value: "720",
        label: "Teaching hospital beds",
      },
      {
        value: "25 acres",
        label: "Campus",
      },
      {
        value: "150",
        label: "MBBS seats a year",
      },
      {
        value: "300+",
        label: "Faculty members",
      },
    ],
    body: "Ganga Valley Institute of Medical Sciences & Hospital trains doctors for Bihar and for India. The college admits 150 MBBS students a year with the approval of the National Medical Commission and offers postgraduate MD and MS courses in ten specialities.\n\nThe college and its 720-bed teaching hospital share a green 25-acre campus, so that students move between the classroom, the laboratory and the bedside within minutes.",
  },
  {
    path: "/academics",
    title: "Academics",
    lead: "MBBS and postgraduate MD/MS courses taught in 33 departments and a 720-bed teaching hospital.",
    description:
      "Academics at the college: MBBS with 150 seats, ten MD/MS courses, 33 departments, rules and regulations, and the UG and PG fee structures.",
    figures: [],
    body: "The college follows the competency-based medical education curriculum of the National Medical Commission and the regulations of its affiliating university. Choose a page below for courses, departments, rules and fees.",
  },
  {
    path: "/hospitals",
    title: "Our Hospital",
    lead: "A 720-bed teaching hospital with round-the-clock emergency, intensive care and diagnostic services.",
    description:
      "The college's 720-bed teaching hospital: OPD Monday to Saturday, 24x7 emergency, ICU, NICU/PICU, laboratories, radiology, pharmacy and blood bank.",
    figures: [
      {
        value: "24x7",
        label: "Emergency, 30 casualty beds",
      },
      {
        value: "50",
        label: "ICU, ICCU and SICU beds",
      },
      {
        value: "500+",
        label: "Laboratory investigations",
      },
    ],
    body: "The teaching hospital serves patients from Patna and the neighbouring districts, and is where our students and residents learn clinical medicine. Outpatient clinics run Monday to Saturday; emergency, intensive care, laboratory, blood bank and pharmacy services never close.",
  },
  {
    path: "/hospitals/about-hospitals",
    title: "About the Hospital",
    lead: "A 720-bed multi-speciality teaching hospital on the college campus.",
    description:
      "About the teaching hospital: 720 beds in 21 units across medicine, surgery, paediatrics, obstetrics and other departments, with a department-wise bed table.",
    figures: [],
    body: "The teaching hospital of Ganga Valley Institute of Medical Sciences stands on the same 25-acre campus as the college. It has 720 teaching beds in 21 units, organised by department as the National Medical Commission requires, together with a 24x7 emergency department with 30 casualty beds, intensive care units, modular operation theatres, a central laboratory, a radio-diagnosis department, a pharmacy and a licensed blood bank.\n\nEvery unit is led by a professor or associate professor with a team of faculty, residents and interns, so every patient is seen by a senior doctor and every student learns under supervision. The hospital takes part in the state's health insurance schemes and the national health programmes.",
  },
  {
    path: "/about/academic-facilities",
    title: "Academic Facilities",
    lead: "Lecture theatres, laboratories, a library and a skills lab built for a batch of 150 students.",
    description:
      "Academic facilities of the college: library for 150 students plus 50 staff, two 200-seat lecture theatres, a 5000 sq ft dissection hall, skills lab, BSL 2 virology lab and more.",
    figures: [],
    body: "Our teaching spaces are planned to the standards of the National Medical Commission for an annual intake of 150 MBBS students, and are shared by the postgraduate departments.",
  },
  {
    path: "/about/whoweare",
    title: "Who We Are",
    lead: "A private medical college and teaching hospital serving the people of Bihar.",
    description:
      "Who we are: Ganga Valley Institute of Medical Sciences & Hospital, a private medical college with 150 MBBS seats and a 720-bed teaching hospital near Patna, Bihar.",
    figures: [
      {
        value: "150",
        label: "MBBS admissions a year",
      },
      {
        value: "10",
        label: "MD/MS courses",
      },
      {
        value: "720",
        label: "Teaching hospital beds",
      },
      {
        value: "30 min",
        label: "From Patna airport",
      },
    ],
    body: "## Our story\n\nGanga Valley Institute of Medical Sciences & Hospital was founded by the Ganga Valley Educational & Charitable Trust to give young people of eastern India a first-rate medical education close to home, and to give the families of Patna district and its neighbours a hospital where specialist care is affordable and within reach.\n\nThe college admitted its first MBBS batch in 2019-20 under a letter of permission from the National Medical Commission. It now admits 150 students a year and has begun postgraduate MD and MS courses in ten specialities.\n\n## Our campus\n\nThe college and its 720-bed teaching hospital stand together on a 25-acre campus on NH-83 at Punpun, about 30 minutes from the airport at Patna. The campus has lecture theatres, departmental laboratories, a central library, a skills lab, separate hostels for men and women, a mess, playing fields and residences for faculty.\n\n## What we stand for\n\n- Teaching at the bedside, from the first year, under experienced faculty.\n- Care for every patient with respect, regardless of means.\n- Openness: our fees, admission rules and statutory documents are published on this site.\n- A safe, ragging-free campus where every student can do their best work.",
  },
  {
    path: "/about/mission-vision",
    title: "Mission & Vision",
    lead: "Why we exist, and the institution we are working to become.",
    description:
      "The vision, mission and core values of Ganga Valley Institute of Medical Sciences & Hospital: excellence in medical education, patient care and research.",
    figures: [],
    body: "## Our Vision\n\nTo be a centre of excellence in medical education, patient care and research in eastern India, producing doctors who are skilled, ethical and committed to the health of the community.\n\n## Our Mission\n\n1. Train competent and compassionate doctors through the National Medical Commission's competency-based curriculum.\n2. Provide quality, affordable health care to every patient who comes to our hospital.\n3. Take health care to rural communities through outreach camps and the national health programmes.\n4. Encourage research that answers the health problems of our region.\n5. Support our faculty and staff to keep learning and to teach well.\n\n## Our Values\n\n### Integrity\n\nWe are honest with our patients, our students and one another.\n\n### Compassion\n\nWe treat every person with kindness and dignity.\n\n### Excellence\n\nWe hold our teaching and our care to the highest standard.\n\n### Service\n\nWe remember that medicine exists for the patient and the community.",
  },
  {
    path: "/about/citizen-character",
    title: "Citizen Charter",
    lead: "What you can expect from our hospital, what we ask of you, and how to tell us when we fall short.",
    description:
      "The citizen's charter of the teaching hospital: patients' rights, responsibilities, service hours and how to raise a grievance.",
    figures: [],
    body: "This charter sets out the standards of service that patients, their families and visitors can expect at the teaching hospital of Ganga Valley Institute of Medical Sciences & Hospital, and the responsibilities we ask of them in return. It follows the Charter of Patients' Rights recommended for hospitals in India.\n\n## Our services and hours\n\n- Outpatient departments (OPD): Monday to Saturday, 09:00 am to 05:00 pm; closed on Sunday.\n- Emergency and casualty: open 24x7, with 30 casualty beds; no patient in an emergency is turned away for want of money or documents.\n- Laboratory, blood bank, pharmacy and radiology services for admitted and emergency patients: round the clock.\n- Help desk at the main entrance for registration, directions, rates of services and complaints.\n\n## Your rights as a patient\n\n- To receive emergency care without delay, and to be treated with dignity, privacy and without discrimination of any kind.\n- To know the name of the doctor in charge of your care, your diagnosis, the proposed treatment and its risks and alternatives, in a language you understand.\n- To give or refuse informed consent before any operation, procedure or participation in research, and to be told when students take part in your care.\n- To see the rates of services, to receive an itemised bill, and to buy medicines and tests from any source you choose.\n- To obtain copies of your medical records and investigation reports, and to seek a second opinion.\n- To confidentiality of your personal and medical information.\n- To be heard when you have a complaint, and to receive a reply.\n\n## Your responsibilities\n\n- Give full and correct information about your illness, past treatment and medicines.\n- Follow the treatment plan you have agreed with your doctor, and tell us if you cannot.\n- Respect the privacy of other patients and the dignity of the hospital's staff; violence or abuse against health workers is a punishable offence.\n- Keep to visiting hours and allow only one attendant at the bedside in wards and intensive care units.\n- Keep the hospital clean, do not smoke or chew tobacco anywhere on campus, and settle bills on time.\n\n## Grievance redressal\n\nIf you are unhappy with any part of our service, please speak first to the ward sister or the duty doctor: most problems are solved at once. If not, you may write to or visit the Patient Grievance Cell at the help desk near the main entrance (Monday to Saturday, 09:00 am to 05:00 pm), drop a written complaint in the complaint boxes placed in every OPD and ward, or e-mail the Medical Superintendent at ms@gvims.example.in.\n\nEvery complaint is registered and acknowledged with a number within one working day. The grievance officer will look into it and give you a written reply within seven working days. If you are not satisfied with the reply, you may appeal to the Medical Superintendent, whose decision will be given within fifteen days.",
  },
  {
    path: "/academics/departments",
    title: "Departments",
    lead: "Thirty-three teaching departments, from Anatomy to Neurosurgery.",
    description:
      "The 33 departments of the college: preclinical, paraclinical, clinical and super-specialty departments that teach MBBS and MD/MS students and run the hospital's services.",
    figures: [],
    body: "Teaching at the college is organised in departments, each led by a professor and head of department. The preclinical departments lay the foundation in the first year; the paraclinical departments bridge science and the bedside; the clinical departments teach in the wards, outpatient clinics and operation theatres of the teaching hospital; and the super-specialty departments bring advanced care and exposure to complex cases.\n\nEvery clinical department also runs its own outpatient clinic and wards, so the doctors who teach are the doctors who treat.",
  },
  {
    path: "/academics/college-rules-regulations",
    title: "College Rules & Regulations",
    lead: "The rules every student agrees to on admission.",
    description:
      "Rules and regulations for students of the college: attendance, conduct, dress code, anti-ragging, hostel, examinations and the use of college property.",
    figures: [],
    body: "These rules apply to every undergraduate and postgraduate student, in addition to the regulations of the National Medical Commission and the affiliating university. Breach of any rule may lead to action by the Disciplinary Committee.\n\n## Rules\n\n1. Attendance of at least 75% in theory and 80% in practical and clinical classes in each subject is required to appear in the university examination.\n2. Ragging in any form is a criminal offence and is strictly prohibited on and off the campus. Every student and parent must submit the anti-ragging undertaking at admission.\n3. Students must carry their identity card at all times on the campus and in the hospital, and show it when asked.\n4. A clean white apron with the name badge is compulsory in laboratories, wards and outpatient clinics. Dress must be formal and modest.\n5. Mobile phones must be switched off or silent in classes, wards and the library; photographing patients is forbidden.\n6. Patient information is confidential. Students must not discuss patients outside the clinical setting or on social media.\n7. Smoking, alcohol, tobacco and narcotic substances are banned throughout the campus.\n8. Hostel residents must follow the hostel rules, including entry timings, and may not host guests overnight without the warden's permission.\n9. Leave of absence must be applied for in advance through the head of department; absence without leave is recorded as such.\n10. Damage to college or hospital property will be charged to the student responsible, in addition to disciplinary action.\n11. Unfair means in any examination or assessment will be reported to the university and may lead to cancellation of the examination.\n12. Fees must be paid by the due dates published on the fee structure pages; late payment attracts the published fine.\n13. Grievances should be raised with the mentor, the head of department or the Student Welfare Committee.",
  },
  {
    path: "/student/student-list",
    title: "Student List",
    lead: "Students admitted to the MBBS and postgraduate courses, year by year.",
    description:
      "Lists of students admitted to MBBS and PG (MD/MS) courses from 2019-20 to 2024-25, as PDF documents.",
    figures: [],
    body: "The lists below name the students admitted in each academic year, as reported to the National Medical Commission and the university. The lists for all years are published together in one consolidated document.",
  },
  {
    path: "/student/examination-results",
    title: "Examination Results",
    lead: "University examination results of our MBBS and postgraduate students.",
    description:
      "University examination results of MBBS and PG (MD/MS) students from 2019-20 to 2024-25, as PDF documents.",
    figures: [],
    body: "Results of the university's professional examinations, year by year. The results of all years are published together in one consolidated document.",
  },
  {
    path: "/faculty/mmc-aebas-attendance",
    title: "MMC / AEBAS Attendance",
    lead: "Faculty attendance is recorded in the National Medical Commission's Aadhaar-enabled biometric attendance system.",
    description:
      "How the college's faculty attendance is recorded in the National Medical Commission's Aadhaar-enabled biometric attendance system (AEBAS), and where to see it.",
    figures: [],
    body: "Every teaching faculty member of the college marks attendance biometrically in AEBAS, the National Medical Commission's Aadhaar-enabled biometric attendance system. The Commission publishes the attendance on its own site.\n\nThe names on the college's monthly department-wise faculty list are the names onboarded in AEBAS; the list shows for each member whether they are onboarded.",
  },
  {
    path: "/faculty/non-teaching-staff",
    title: "Non-Teaching Staff",
    lead: "The people who keep the college and hospital running, every day.",
    description:
      "The non-teaching staff of the college and hospital: administration, nursing, technical, library, hostel and support teams, listed by section.",
    figures: [],
    body: "Behind every lecture and every ward round is a team of non-teaching staff: administrative and accounts officers, laboratory and operation-theatre technicians, nurses, pharmacists, librarians, IT staff, hostel wardens, security, housekeeping and transport teams.\n\nThey keep our laboratories ready, our records accurate, our campus safe and clean, and our hospital open round the clock, and we are grateful for their work.",
  },
  {
    path: "/student/information-as-per-nmc",
    title: "Information as per NMC",
    lead: "Disclosures the National Medical Commission requires every medical college to publish.",
    description:
      "Mandatory disclosures as per the National Medical Commission: institution information, faculty member details, research and publication, and the institution's self declaration.",
    figures: [],
    body: "The National Medical Commission requires every medical college to publish these documents on its website and keep them up to date. Each opens as a PDF in a new tab.",
  },
  {
    path: "/student/downloads",
    title: "Download Our Apps",
    lead: "Timetables, attendance, notices and fee receipts on your phone.",
    description:
      "Download the college's student app from Google Play or the App Store: timetables, attendance, notices, results and fee receipts.",
    figures: [],
    body: "The GVIMS Campus app, provided with our school-management partner, keeps students and parents up to date. Sign in with the same user name and password as the student portal.\n\n- Class and clinical-posting timetables\n- Daily attendance, subject by subject\n- Notices and circulars from the college\n- Internal assessment marks and results\n- Fee dues and receipts",
  },
  {
    path: "/academics/ug-courses-offered",
    title: "UG Courses Offered",
    lead: "Bachelor of Medicine and Bachelor of Surgery (MBBS).",
    description:
      "The MBBS course at the college: 150 seats recognised by the National Medical Commission, 4½ years plus one year of compulsory rotating internship, in English.",
    figures: [],
    facts: [
      { label: "Medium of instruction", value: "English" },
      { label: "Admission", value: "Through NEET (UG) and state or central counselling" },
      { label: "Affiliating university", value: "Bihar University of Health Sciences (BUHS)" },
    ],
    body: "MBBS is the only undergraduate course the college offers. It is taught in three professional phases under the competency-based curriculum of the National Medical Commission: the first professional year covers anatomy, physiology and biochemistry; the second covers pathology, microbiology, pharmacology and forensic medicine; the third, in two parts, covers community medicine and the clinical subjects.\n\nStudents meet patients from the first year through early clinical exposure, and spend a growing share of their time in the wards and outpatient clinics of the 720-bed teaching hospital. After the final examination, a year of compulsory rotating internship in the hospital and its rural health centre completes the course.\n\nAdmission rules, eligibility and seat categories are on the MBBS admission page. [MBBS admission](/admission/mbbs) · [UG fee structure](/academics/ug-fee-structure)",
  },
  {
    path: "/academics/pg-courses-offered",
    title: "PG Courses Offered",
    lead: "Postgraduate degree courses (MD and MS) of three years each.",
    description:
      "Postgraduate courses at the college: MD and MS of three years each in ten subjects, from General Medicine and General Surgery to Pathology and Otorhinolaryngology.",
    figures: [],
    body: "Postgraduate students train as residents in the teaching hospital under the Postgraduate Medical Education Regulations of the National Medical Commission, with graded responsibility for patients, a thesis and university examinations at the end of the third year.",
  },
  {
    path: "/about/college-committees",
    title: "College Committees",
    lead: "The statutory and academic committees that govern teaching, research, student welfare and patient safety.",
    description:
      "The 16 committees of the college, from the Anti Ragging and Ethics Committees to the Medical Education Unit, with each committee's constitution as a PDF.",
    figures: [],
    body: "Each committee is constituted by an order of the Principal under the regulations of the National Medical Commission and the affiliating university. Select a committee to open its constitution and membership order.",
  },
  {
    path: "/contact",
    title: "Contact Us",
    lead: "Questions about admissions, the hospital or working with us: we are here to help.",
    description:
      "Write to, call or visit Ganga Valley Institute of Medical Sciences & Hospital: e-mail, phone numbers of the principal's office, hospital reception and IT office, a map and a message form.",
    figures: [],
    body: "Send us a message with the form below and the right office will answer you by e-mail or phone. For medical emergencies, do not write: come to the hospital's 24x7 emergency or call the hospital reception.",
  },
  {
    path: "/career",
    title: "Careers",
    lead: "Join the doctors, nurses, teachers and staff who run our medical college and 720-bed teaching hospital.",
    description:
      "Jobs at Ganga Valley Institute of Medical Sciences & Hospital: openings for doctors, nurses, teachers, laboratory, pharmacy and office staff, and a form to contact HR.",
    figures: [{ value: "500+", label: "Employees" }],
    facts: [
      {
        label: "Teaching hospital",
        value: "Work and learn in a 720-bed hospital with 21 clinical units and a steady flow of patients.",
      },
      {
        label: "Growth",
        value: "Continuing medical education, conference support and a clear path for academic promotion.",
      },
      {
        label: "Campus life",
        value:
          "A green 25-acre campus, 30 minutes from the airport, with the hospital and college side by side.",
      },
      { label: "Health cover", value: "Medical care for staff and their families at the college hospital." },
    ],
    body: "",
  },
  {
    path: "/hospitals/opd",
    title: "Outpatient Department (OPD)",
    lead: "Which department holds OPD on which day, at what time, in which room, and which doctor sits then.",
    description:
      "Today's OPD at Ganga Valley Institute of Medical Sciences & Hospital's hospital and the week's timetable by department: days, times, rooms and doctors, with holidays and registration.",
    figures: [
      { value: "Mon – Sat", label: "OPD days" },
      { value: "09:00 am – 05:00 pm", label: "OPD hours" },
      { value: "Sunday", label: "Closed" },
    ],
    body: "## Timings\n\nThe OPD is open Monday to Saturday, 09:00 am to 05:00 pm, and is closed on Sunday. Patients who need urgent care outside these hours, or on Sunday, are seen in the Emergency department, which is open 24x7.\n\n## How to register\n\n- Register at the OPD registration counter near the main entrance; a new registration card is valid for follow-up visits.\n- Bring an identity document and any previous prescriptions, reports and X-rays.\n- Senior citizens, pregnant women and persons with disabilities are served at a separate counter.\n- Investigations advised in the OPD are done the same day in the central laboratory and radio-diagnosis department.",
  },
  {
    path: "/safety",
    title: "Help and complaints",
    lead: "Being ragged, harassed or treated unfairly? Call a helpline now, or complain to the college in confidence.",
    description:
      "Anti-ragging helplines, the college's anti-ragging, Internal and grievance committees with their contacts, and a confidential complaint form, anonymous if you wish.",
    figures: [],
    body: "",
  },
  {
    path: "/safety/complaint",
    title: "Make a complaint",
    lead: "Only the committee that handles your kind of complaint reads it. You need not give your name.",
    description:
      "A confidential complaint to the college's anti-ragging, Internal or grievance committee. Your name is optional.",
    figures: [],
    body: "",
  },
  {
    path: "/safety/status",
    title: "Follow your complaint",
    lead: "Enter the reference and the status key you were given when you complained.",
    description: "See where your complaint stands with the reference and status key you were given.",
    figures: [],
    body: "",
  },
  {
    path: "/academics/ug-fee-structure",
    title: "UG Fee Structure",
    lead: "MBBS fees for the session {session}.",
    description:
      "MBBS fee structure {session}: tuition fee for resident Indian and NRI students, hostel fee, security deposit, due dates, late fine and bank details.",
    figures: [],
    body: "",
  },
  {
    path: "/academics/pg-fee-structure",
    title: "PG Fee Structure",
    lead: "Annual tuition for the MD and MS courses (3 years), hostel, transport and deposit. Session {session}.",
    description:
      "MD/MS fee structure: annual tuition for the postgraduate courses for general/minority (INR) and NRI (USD) seats, hostel, transport, deposit and bank details.",
    figures: [],
    body: "NRI seats are filled on the basis of NEET-PG merit from eligible NRI candidates. Unfilled NRI seats go to the general category at the NRI fee.",
  },
  {
    path: "/admission/ug-admission-2025",
    title: "UG Admission {year}",
    lead: "MBBS admission for the {session} session.",
    description:
      "UG (MBBS) admission {year}: fee structure {year}, NRI admission proforma and criteria, document check list, medical certificate and undertaking.",
    figures: [],
    body: "Welcome to the MBBS admissions of Ganga Valley Institute of Medical Sciences & Hospital for the {session} session. Seats are allotted on NEET-UG {year} merit through the counselling of the competent authority.\n\nPlease read the documents below before you report for admission, and bring every item on the document check list. NRI candidates should read the NRI admission criteria and fill in the proforma.",
  },
  {
    path: "/admission/pg-admission-2025",
    title: "PG Admission {year}",
    lead: "MD/MS admission for the {session} session.",
    description:
      "PG (MD/MS) admission {year}: fee structure {year}, NRI admission proforma and criteria, document check list, medical certificate and undertaking.",
    figures: [],
    body: "Welcome to the postgraduate (MD/MS) admissions of Ganga Valley Institute of Medical Sciences & Hospital for the {session} session. Seats are allotted on NEET-PG {year} merit through the counselling of the competent authority.\n\nPlease read the documents below before you report for admission, and bring every item on the document check list. NRI candidates should read the NRI admission criteria and fill in the proforma.",
  },
];

/**
 * The Hindi of the pages that matter most to applicants and patients (issue 24), by address; the other pages
 * show their English text on the Hindi site until an editor translates them. `{session}` and `{year}` stay as
 * they are: the page fills them in.
 */
const PAGES_HI: Partial<Record<string, HindiTexts>> = {
  "/admission": {
    title: "प्रवेश",
    lead: "सत्र 2025-26 के लिए MBBS और MD/MS में प्रवेश।",
    body: "हर पाठ्यक्रम में प्रवेश NEET की मेरिट के आधार पर, सक्षम प्राधिकारी की काउंसलिंग के ज़रिए होता है। नीचे दिए गए पृष्ठों में पात्रता, सीटों की श्रेणियाँ और शुल्क की जानकारी है, और वे सभी दस्तावेज़ भी हैं जिनकी आपको ज़रूरत पड़ेगी।",
  },
  "/hospitals": {
    title: "हमारा अस्पताल",
    lead: "720 बिस्तरों वाला शिक्षण अस्पताल, जहाँ आपातकालीन सेवा, गहन चिकित्सा और जाँच की सुविधाएँ दिन-रात उपलब्ध हैं।",
    figures: [
      { label: "आपातकालीन सेवा, 30 कैजुअल्टी बिस्तर" },
      { label: "ICU, ICCU और SICU बिस्तर" },
      { label: "प्रयोगशाला जाँचें" },
    ],
    body: "हमारा शिक्षण अस्पताल पटना और आसपास के ज़िलों के मरीज़ों का इलाज करता है, और यहीं हमारे छात्र और रेज़िडेंट डॉक्टर क्लिनिकल चिकित्सा सीखते हैं। ओपीडी सोमवार से शनिवार तक चलती है; आपातकालीन सेवा, गहन चिकित्सा, प्रयोगशाला, ब्लड बैंक और फ़ार्मेसी कभी बंद नहीं होते।",
  },
  "/about/college-committees": {
    title: "कॉलेज की समितियाँ",
    lead: "शिक्षण, शोध, छात्र कल्याण और मरीज़ों की सुरक्षा का काम देखने वाली वैधानिक और शैक्षणिक समितियाँ।",
    body: "हर समिति का गठन प्राचार्य के आदेश से, राष्ट्रीय आयुर्विज्ञान आयोग (NMC) और संबद्ध विश्वविद्यालय के नियमों के तहत होता है। किसी समिति को चुनें: उसके गठन और सदस्यों का आदेश खुल जाएगा।",
  },
  "/contact": {
    title: "संपर्क करें",
    lead: "प्रवेश, अस्पताल या हमारे साथ काम करने के बारे में कोई भी सवाल हो, हम आपकी मदद के लिए हैं।",
    body: "नीचे दिए गए फ़ॉर्म से हमें संदेश भेजें; संबंधित कार्यालय ई-मेल या फ़ोन पर आपको उत्तर देगा। किसी चिकित्सा आपात स्थिति में संदेश न लिखें: सीधे अस्पताल की 24x7 आपातकालीन सेवा में आएँ या अस्पताल के रिसेप्शन पर फ़ोन करें।",
  },
  "/hospitals/opd": {
    title: "बाह्य रोगी विभाग (ओपीडी)",
    lead: "कौन-सा विभाग किस दिन, किस समय, किस कमरे में ओपीडी चलाता है और उस समय कौन-से डॉक्टर बैठते हैं।",
    figures: [{ label: "ओपीडी के दिन" }, { label: "ओपीडी का समय" }, { label: "बंद" }],
    body: "## समय\n\nओपीडी सोमवार से शनिवार, सुबह 09:00 बजे से शाम 05:00 बजे तक खुली रहती है और रविवार को बंद रहती है। जिन मरीज़ों को इस समय के बाहर या रविवार को तुरंत इलाज की ज़रूरत हो, उन्हें आपातकालीन विभाग में देखा जाता है, जो 24x7 खुला रहता है।\n\n## पंजीकरण कैसे कराएँ\n\n- मुख्य द्वार के पास ओपीडी पंजीकरण काउंटर पर पंजीकरण कराएँ; नया पंजीकरण कार्ड आगे की जाँच (फ़ॉलो-अप) के लिए भी मान्य रहता है।\n- कोई पहचान पत्र और पुराने पर्चे, रिपोर्ट और एक्स-रे साथ लाएँ।\n- वरिष्ठ नागरिकों, गर्भवती महिलाओं और दिव्यांगजनों के लिए अलग काउंटर है।\n- ओपीडी में लिखी गई जाँचें उसी दिन केंद्रीय प्रयोगशाला और रेडियो-डायग्नोसिस विभाग में हो जाती हैं।",
  },
  "/safety": {
    title: "सहायता और शिकायत",
    lead: "क्या आपकी रैगिंग हो रही है, आपको परेशान किया जा रहा है या आपके साथ अन्याय हुआ है? अभी हेल्पलाइन पर फ़ोन करें, या कॉलेज से गोपनीय शिकायत करें।",
  },
  "/safety/complaint": {
    title: "शिकायत दर्ज करें",
    lead: "आपकी शिकायत केवल वही समिति पढ़ती है जो ऐसी शिकायतें देखती है। अपना नाम बताना ज़रूरी नहीं है।",
  },
  "/safety/status": {
    title: "अपनी शिकायत की स्थिति देखें",
    lead: "शिकायत करते समय मिला संदर्भ क्रमांक और स्टेटस की (key) दर्ज करें।",
  },
  "/academics/ug-fee-structure": {
    title: "UG शुल्क संरचना",
    lead: "सत्र {session} के लिए MBBS का शुल्क।",
  },
  "/academics/pg-fee-structure": {
    title: "PG शुल्क संरचना",
    lead: "MD और MS पाठ्यक्रमों (3 वर्ष) का वार्षिक ट्यूशन शुल्क, छात्रावास, परिवहन और जमा राशि। सत्र {session}।",
    body: "NRI सीटें पात्र NRI उम्मीदवारों में से NEET-PG की मेरिट के आधार पर भरी जाती हैं। जो NRI सीटें खाली रह जाती हैं, वे NRI शुल्क पर सामान्य श्रेणी को दी जाती हैं।",
  },
  "/admission/ug-admission-2025": {
    title: "UG प्रवेश {year}",
    lead: "सत्र {session} के लिए MBBS प्रवेश।",
    body: "सत्र {session} के लिए गंगा वैली इंस्टीट्यूट ऑफ़ मेडिकल साइंसेज़ एंड हॉस्पिटल के MBBS प्रवेश में आपका स्वागत है। सीटें NEET-UG {year} की मेरिट पर, सक्षम प्राधिकारी की काउंसलिंग के ज़रिए आवंटित होती हैं।\n\nप्रवेश के लिए आने से पहले नीचे दिए गए दस्तावेज़ ध्यान से पढ़ें, और दस्तावेज़ों की जाँच-सूची में लिखी हर चीज़ साथ लाएँ। NRI उम्मीदवार NRI प्रवेश के मानदंड पढ़ें और प्रोफ़ॉर्मा भरें।",
  },
  "/admission/pg-admission-2025": {
    title: "PG प्रवेश {year}",
    lead: "सत्र {session} के लिए MD/MS प्रवेश।",
    body: "सत्र {session} के लिए गंगा वैली इंस्टीट्यूट ऑफ़ मेडिकल साइंसेज़ एंड हॉस्पिटल के स्नातकोत्तर (MD/MS) प्रवेश में आपका स्वागत है। सीटें NEET-PG {year} की मेरिट पर, सक्षम प्राधिकारी की काउंसलिंग के ज़रिए आवंटित होती हैं।\n\nप्रवेश के लिए आने से पहले नीचे दिए गए दस्तावेज़ ध्यान से पढ़ें, और दस्तावेज़ों की जाँच-सूची में लिखी हर चीज़ साथ लाएँ। NRI उम्मीदवार NRI प्रवेश के मानदंड पढ़ें और प्रोफ़ॉर्मा भरें।",
  },
};

export const sitePageSeeds = () => PAGES.map((page) => withHindi(page, PAGES_HI[page.path]));
