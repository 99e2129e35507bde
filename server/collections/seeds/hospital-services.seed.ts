import { withHindi, type HindiTexts } from "./with-hindi";

/** The hospital's service pages as the site showed them in code (spec §2.8, figures of §9). */
const SERVICES = [
  {
    path: "/hospitals/emergency",
    title: "Emergency & Casualty",
    lead: "Open 24x7, with 30 casualty beds and a team ready for any emergency.",
    description:
      "Emergency and casualty services, 24x7, with 30 casualty beds, triage, resuscitation, trauma care and ambulance services.",
    image: "pages/hospital-emergency",
    imageAlt: "Illustration of an emergency department with beds",
    figures: [
      {
        value: "24x7",
        label: "Always open",
      },
      {
        value: "30",
        label: "Casualty beds",
      },
    ],
    body: "## Always open\n\nThe Emergency department is open 24x7, every day of the year, with 30 casualty beds. A casualty medical officer, emergency physicians and residents of medicine, surgery, orthopaedics, obstetrics and paediatrics are on duty round the clock, with consultants on call.\n\n## What we handle\n\n- Road traffic and other injuries, with a trauma bay and emergency operation theatre.\n- Heart attacks, strokes, breathing difficulty, poisoning and snake bite.\n- Obstetric emergencies, with direct access to the labour room.\n- Emergencies in children, with direct access to the PICU and NICU.\n\n## On arrival\n\nEvery patient is triaged by urgency on arrival. Treatment of a patient in danger of life starts at once; registration and payment follow. Medico-legal cases are registered and informed to the police as the law requires.",
  },
  {
    path: "/hospitals/hospital-central-laboratories",
    title: "Hospital Central Laboratories",
    lead: "500+ investigations under one roof, round the clock.",
    description:
      "The hospital's central laboratories: 500+ investigations in biochemistry, pathology, haematology and microbiology, with round-the-clock sample collection.",
    image: "pages/hospital-laboratories",
    imageAlt: "Illustration of a diagnostic laboratory bench",
    figures: [
      {
        value: "500+",
        label: "Investigations",
      },
      {
        value: "24x7",
        label: "Emergency testing",
      },
    ],
    body: "## Services\n\nThe central laboratories offer 500+ investigations, run jointly by the departments of Biochemistry, Pathology and Microbiology, with automated analysers, internal quality control and participation in external quality assurance programmes.\n\n- Clinical biochemistry: blood sugar, kidney, liver and lipid profiles, electrolytes, hormones and tumour markers.\n- Haematology and clinical pathology: blood counts, coagulation, urine and body fluids.\n- Histopathology and cytology, including fine-needle aspiration.\n- Microbiology: culture and sensitivity, serology, and molecular tests in the BSL 2 virology lab.\n\n## Sample collection and reports\n\nSamples are collected at the central collection centre next to the OPD during OPD hours, and in the Emergency department at all hours. Routine reports are ready the same day; emergency reports are issued within an hour.",
  },
  {
    path: "/hospitals/clinical-material",
    title: "Clinical Material",
    lead: "The patient load that makes bedside teaching possible.",
    description:
      "Clinical material available for teaching at the hospital: outpatient attendance, admissions, operations, deliveries and investigations that MBBS and MD/MS students learn from.",
    image: "pages/hospital-clinical-material",
    imageAlt: "Illustration of students learning at a patient's bedside",
    figures: [],
    body: "## Why clinical material matters\n\nDoctors learn medicine from patients. The National Medical Commission therefore sets minimum standards for the number and variety of patients a teaching hospital must see, so that every student examines enough patients with enough different conditions before qualifying.\n\nOur hospital draws patients from Patna and the neighbouring rural districts, where common illnesses such as tuberculosis, anaemia, malnutrition, diabetes, hypertension, snake bite and injuries are seen every day alongside complex referral cases.\n\n## What students see\n\n- Outpatient clinics in every clinical department, Monday to Saturday, where students take histories and examine patients under supervision.\n- 720 teaching beds in 21 units, with bed occupancy kept at the level the regulations require for teaching.\n- A 24x7 emergency with 30 casualty beds for trauma and acute medical care.\n- Major and minor operations every working day in the operation theatres, and normal and assisted deliveries in the labour room.\n- Laboratory and imaging investigations for every admitted patient, which students learn to order and interpret.\n- Community exposure in the rural and urban health training centres of the Department of Community Medicine.\n\n## Records for inspection\n\nDaily census figures for OPD attendance, admissions, bed occupancy, operations, deliveries and investigations are maintained by the Medical Records Department and submitted to the National Medical Commission and the university in their prescribed formats.",
  },
  {
    path: "/hospitals/radio-diagnosis",
    title: "Radio-Diagnosis",
    lead: "Imaging for diagnosis and treatment: X-ray, ultrasound, CT and MRI.",
    description:
      "The radio-diagnosis department: digital X-ray, ultrasound and Doppler, CT and MRI, mammography and image-guided procedures, with emergency imaging round the clock.",
    image: "pages/hospital-radio-diagnosis",
    imageAlt: "Illustration of an imaging room",
    figures: [],
    body: "## Imaging services\n\n- Digital radiography, including portable X-ray for wards and intensive care units.\n- Ultrasound and colour Doppler, including obstetric scans under the PCPNDT Act.\n- Multi-slice CT scan and MRI.\n- Mammography and fluoroscopy studies.\n- Image-guided biopsies and drainage procedures.\n\n## Safety and reporting\n\nThe department follows the radiation-safety rules of the Atomic Energy Regulatory Board; staff wear dosimeters and pregnant patients are protected. Reports are given by radiologists, the same day for routine studies and at once for emergencies, which are imaged round the clock.",
  },
  {
    path: "/hospitals/nicu-picu",
    title: "NICU / PICU",
    lead: "Intensive care for newborns and children: 10 beds.",
    description:
      "The neonatal and paediatric intensive care units (NICU/PICU) with 10 beds: ventilators, warmers, phototherapy and round-the-clock paediatricians.",
    image: "pages/hospital-nicu-picu",
    imageAlt: "Illustration of a neonatal intensive care unit",
    figures: [
      {
        value: "10",
        label: "NICU/PICU beds",
      },
    ],
    body: "## Care for the smallest patients\n\nThe NICU/PICU has 10 beds for sick newborns and children, with radiant warmers, incubators, phototherapy units, ventilators, CPAP and multi-parameter monitors. Paediatricians and trained nurses are on duty round the clock.\n\n- Care of premature and low-birth-weight babies.\n- Treatment of neonatal jaundice, infections and breathing difficulty.\n- Intensive care for children with severe infections, poisoning and injuries.\n- Kangaroo mother care and breastfeeding support for mothers.",
  },
  {
    path: "/hospitals/icu-iccu-sicu",
    title: "ICU / ICCU / SICU",
    lead: "Intensive care for the critically ill: ICU 30, ICCU 10 and SICU 10 beds.",
    description:
      "Intensive care units of the hospital: a 30-bed medical ICU, a 10-bed intensive cardiac care unit (ICCU) and a 10-bed surgical ICU (SICU).",
    image: "pages/hospital-icu",
    imageAlt: "Illustration of intensive care beds with monitors",
    figures: [
      {
        value: "30",
        label: "ICU beds",
      },
      {
        value: "10",
        label: "ICCU beds",
      },
      {
        value: "10",
        label: "SICU beds",
      },
    ],
    body: "## Our intensive care units\n\n- ICU: 30 beds for critically ill medical patients, with ventilators, dialysis at the bedside and central monitoring.\n- ICCU: 10 beds for heart attacks, heart failure and dangerous heart rhythms, with cardiac monitors and defibrillators.\n- SICU: 10 beds for patients after major surgery and for severe injuries.\n\n## Care and visiting\n\nEach unit is staffed round the clock by intensivists, residents and nurses trained in critical care. Families are briefed by the doctor in charge every day; one attendant may visit at the bedside at the set visiting times.",
  },
  {
    path: "/hospitals/pharmacy",
    title: "Pharmacy",
    lead: "Quality medicines at fair prices, open round the clock.",
    description:
      "The hospital pharmacy: quality medicines and surgical supplies at fair prices, open 24x7, with generic medicines and pharmacist counselling.",
    image: "pages/hospital-pharmacy",
    imageAlt: "Illustration of pharmacy shelves",
    figures: [],
    body: "## Services\n\n- A 24x7 pharmacy for outpatients, inpatients and the Emergency department.\n- Generic medicines stocked for every common prescription, at fair prices.\n- Medicines stored and dispensed by registered pharmacists, with cold-chain storage for vaccines and insulin.\n- Counselling on how and when to take your medicines.\n\n## Safety\n\nThe hospital's Drugs and Therapeutics Committee keeps the formulary up to date, and the Pharmacovigilance Committee collects reports of adverse drug reactions. Please tell your doctor or pharmacist if a medicine disagrees with you.",
  },
  {
    path: "/hospitals/blood-bank",
    title: "Blood Bank",
    lead: "A licensed blood centre of 200 sq m, open round the clock.",
    description:
      "The hospital blood bank: a licensed 200 sq m blood centre with component separation, 24x7 issue of blood and voluntary donation camps.",
    image: "pages/hospital-blood-bank",
    imageAlt: "Illustration of a blood donation room",
    figures: [
      {
        value: "200 sq m",
        label: "Blood bank area",
      },
      {
        value: "24x7",
        label: "Blood issue",
      },
    ],
    body: "## Services\n\nThe blood bank occupies 200 sq m and is licensed under the Drugs and Cosmetics Act. It is run by the Department of Immunohaematology & Blood Transfusion and issues blood and components round the clock.\n\n- Blood grouping, cross-matching and antibody screening.\n- Component separation: packed red cells, platelets and fresh frozen plasma.\n- Screening of every unit for HIV, hepatitis B and C, syphilis and malaria.\n\n## Donate blood\n\nHealthy adults aged 18 to 65 who weigh at least 45 kg may donate blood every three months. Walk in any day, or join one of the voluntary donation camps we hold with colleges and organisations across the district.",
  },
  {
    path: "/hospitals/medical-facilities-for-student-staff",
    title: "Medical Facilities for Students & Staff",
    lead: "Health care for the people who study and work on our campus.",
    description:
      "Medical facilities for students and staff: free consultations, health check-ups, vaccination, counselling and emergency care on campus.",
    image: "pages/hospital-student-staff",
    imageAlt: "Illustration of a doctor consulting with a student",
    figures: [],
    body: "## For students\n\n- Free consultation in every OPD of the teaching hospital on showing the student identity card.\n- A health check-up at admission and every year after, with records kept by the student health clinic.\n- Hepatitis B vaccination for every student before clinical postings.\n- Confidential counselling and mental health support through the Department of Psychiatry and student mentors.\n- A medical officer on call for the hostels at night.\n\n## For faculty and staff\n\n- Consultation and investigations at concessional rates for staff and their dependants.\n- Post-exposure prophylaxis for needle-stick injuries, available round the clock from the Emergency department.\n- Annual health check-ups and vaccination for health care workers.",
  },
];

/**
 * The service pages in Hindi for patients and their families (issue 24), by address: heading, lead line,
 * illustration's description and key figures, and the Emergency page's text in full.
 */
const SERVICES_HI: Partial<Record<string, HindiTexts>> = {
  "/hospitals/emergency": {
    title: "आपातकालीन सेवा और कैजुअल्टी",
    lead: "24x7 खुली, 30 कैजुअल्टी बिस्तरों और हर आपात स्थिति के लिए तैयार टीम के साथ।",
    imageAlt: "बिस्तरों वाले आपातकालीन विभाग का चित्र",
    figures: [{ label: "हमेशा खुला" }, { label: "कैजुअल्टी बिस्तर" }],
    body: "## हमेशा खुला\n\nआपातकालीन विभाग साल के हर दिन, 24x7 खुला रहता है और इसमें 30 कैजुअल्टी बिस्तर हैं। कैजुअल्टी मेडिकल ऑफ़िसर, आपातकालीन चिकित्सक और मेडिसिन, सर्जरी, हड्डी रोग, प्रसूति और शिशु रोग के रेज़िडेंट डॉक्टर चौबीसों घंटे ड्यूटी पर रहते हैं, और विशेषज्ञ डॉक्टर बुलाने पर आते हैं।\n\n## हम किन मामलों में इलाज करते हैं\n\n- सड़क दुर्घटना और दूसरी चोटें, ट्रॉमा बे और आपातकालीन ऑपरेशन थिएटर के साथ।\n- दिल का दौरा, लकवा (स्ट्रोक), साँस लेने में तकलीफ़, ज़हर और साँप का काटना।\n- प्रसव से जुड़ी आपात स्थितियाँ, सीधे लेबर रूम तक पहुँच के साथ।\n- बच्चों की आपात स्थितियाँ, सीधे PICU और NICU तक पहुँच के साथ।\n\n## पहुँचने पर\n\nपहुँचते ही हर मरीज़ की हालत की गंभीरता के अनुसार जाँच (ट्रायज) होती है। जिस मरीज़ की जान को ख़तरा हो, उसका इलाज तुरंत शुरू होता है; पंजीकरण और भुगतान बाद में होते हैं। मेडिको-लीगल मामलों का पंजीकरण होता है और क़ानून के अनुसार पुलिस को सूचना दी जाती है।",
  },
  "/hospitals/hospital-central-laboratories": {
    title: "अस्पताल की केंद्रीय प्रयोगशालाएँ",
    lead: "500 से अधिक जाँचें एक ही छत के नीचे, चौबीसों घंटे।",
    imageAlt: "जाँच प्रयोगशाला की मेज़ का चित्र",
    figures: [{ label: "जाँचें" }, { label: "आपातकालीन जाँच" }],
  },
  "/hospitals/clinical-material": {
    title: "क्लिनिकल सामग्री",
    lead: "मरीज़ों की वह संख्या जिससे बेडसाइड शिक्षण संभव होता है।",
    imageAlt: "मरीज़ के बिस्तर के पास सीखते छात्रों का चित्र",
  },
  "/hospitals/radio-diagnosis": {
    title: "रेडियो-डायग्नोसिस",
    lead: "रोग की पहचान और इलाज के लिए इमेजिंग: एक्स-रे, अल्ट्रासाउंड, सीटी और एमआरआई।",
    imageAlt: "इमेजिंग कक्ष का चित्र",
  },
  "/hospitals/nicu-picu": {
    title: "NICU / PICU",
    lead: "नवजात शिशुओं और बच्चों के लिए गहन चिकित्सा: 10 बिस्तर।",
    imageAlt: "नवजात गहन चिकित्सा इकाई का चित्र",
    figures: [{ label: "NICU/PICU बिस्तर" }],
  },
  "/hospitals/icu-iccu-sicu": {
    title: "ICU / ICCU / SICU",
    lead: "गंभीर रूप से बीमार मरीज़ों के लिए गहन चिकित्सा: ICU में 30, ICCU में 10 और SICU में 10 बिस्तर।",
    imageAlt: "मॉनिटर लगे गहन चिकित्सा बिस्तरों का चित्र",
    figures: [{ label: "ICU बिस्तर" }, { label: "ICCU बिस्तर" }, { label: "SICU बिस्तर" }],
  },
  "/hospitals/pharmacy": {
    title: "फ़ार्मेसी (दवा दुकान)",
    lead: "उचित दाम पर अच्छी गुणवत्ता की दवाएँ, चौबीसों घंटे।",
    imageAlt: "दवाओं की अलमारियों का चित्र",
  },
  "/hospitals/blood-bank": {
    title: "ब्लड बैंक",
    lead: "200 वर्ग मीटर का लाइसेंस-प्राप्त ब्लड सेंटर, चौबीसों घंटे खुला।",
    imageAlt: "रक्तदान कक्ष का चित्र",
    figures: [{ label: "ब्लड बैंक का क्षेत्रफल" }, { label: "रक्त उपलब्ध" }],
  },
  "/hospitals/medical-facilities-for-student-staff": {
    title: "छात्रों और कर्मचारियों के लिए चिकित्सा सुविधाएँ",
    lead: "हमारे परिसर में पढ़ने और काम करने वालों के लिए स्वास्थ्य सेवा।",
    imageAlt: "एक छात्र से बात करते डॉक्टर का चित्र",
  },
};

export const hospitalServiceSeeds = () =>
  SERVICES.map((service) => withHindi(service, SERVICES_HI[service.path]));
