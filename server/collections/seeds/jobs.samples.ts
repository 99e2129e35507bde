import { addDays } from "../../../contract/college-time";
import type { ValuesOf } from "../../../contract/collections/collection";
import { jobToday, type jobsCollection } from "../../../contract/jobs";

type JobValues = ValuesOf<typeof jobsCollection.fields>;

/**
 * A fresh installation's openings (SAMPLE_DATA): the ones the careers page showed as typed data, open for
 * three to eight weeks from the day of installation, with their Hindi for /hi/career (issue 24).
 */
export function sampleJobs(now = new Date()): JobValues[] {
  const today = jobToday(now);
  const openings: Omit<JobValues, "lastDate">[] = [
    {
      position: "Assistant Professor, General Medicine",
      positionHi: "असिस्टेंट प्रोफ़ेसर, जनरल मेडिसिन",
      department: "Medical",
      type: "Full-time",
      qualification:
        "MD in General Medicine from an NMC-recognised institution\nRegistration with a state medical council or the NMC\nTeaching experience as required by NMC norms",
      qualificationHi:
        "किसी NMC-मान्यता प्राप्त संस्थान से जनरल मेडिसिन में MD\nकिसी राज्य चिकित्सा परिषद या NMC में पंजीकरण\nNMC के मानकों के अनुसार पढ़ाने का अनुभव",
      experience: "3+ years after MD",
      experienceHi: "MD के बाद कम से कम 3 वर्ष",
      posts: 2,
      description:
        "Teach MBBS and postgraduate students, run medicine OPD and ward rounds in our 720-bed teaching hospital, and take part in the department's research.",
      descriptionHi:
        "MBBS और स्नातकोत्तर छात्रों को पढ़ाना, हमारे 720 बिस्तरों वाले शिक्षण अस्पताल में मेडिसिन की ओपीडी और वार्ड राउंड करना, और विभाग के शोध में भाग लेना।",
    },
    {
      position: "Staff Nurse (ICU)",
      positionHi: "स्टाफ़ नर्स (ICU)",
      department: "Nursing",
      type: "Full-time",
      qualification:
        "B.Sc. Nursing or GNM\nRegistration with the Bihar Nurses Registration Council\nBLS certification; ACLS preferred",
      qualificationHi:
        "B.Sc. नर्सिंग या GNM\nबिहार नर्सेज़ रजिस्ट्रेशन काउंसिल में पंजीकरण\nBLS प्रमाणपत्र; ACLS हो तो बेहतर",
      experience: "2+ years in critical care",
      experienceHi: "क्रिटिकल केयर में कम से कम 2 वर्ष",
      posts: 8,
      description:
        "Care for patients in the ICU, ICCU and SICU on rotating shifts, working with intensivists and the critical-care team.",
      descriptionHi:
        "ICU, ICCU और SICU में बारी-बारी की शिफ़्टों में मरीज़ों की देखभाल, इंटेंसिविस्ट और क्रिटिकल-केयर टीम के साथ।",
    },
    {
      position: "Laboratory Technician",
      positionHi: "लैब टेक्नीशियन",
      department: "Laboratory",
      type: "Full-time",
      qualification: "B.Sc. or Diploma in Medical Laboratory Technology\nKnowledge of automated analysers",
      qualificationHi: "मेडिकल लैबोरेटरी टेक्नोलॉजी में B.Sc. या डिप्लोमा\nऑटोमेटेड एनालाइज़र चलाने की जानकारी",
      experience: "1+ year",
      experienceHi: "कम से कम 1 वर्ष",
      posts: 3,
      description:
        "Run investigations in the central laboratory (biochemistry, pathology and microbiology) and keep quality-control records.",
      descriptionHi:
        "केंद्रीय प्रयोगशाला (बायोकेमिस्ट्री, पैथोलॉजी और माइक्रोबायोलॉजी) में जाँचें करना और क्वालिटी-कंट्रोल का रिकॉर्ड रखना।",
    },
    {
      position: "Associate Professor, Anatomy",
      positionHi: "एसोसिएट प्रोफ़ेसर, एनाटॉमी",
      department: "Academic",
      type: "Full-time",
      qualification:
        "MD/MS in Anatomy (or M.Sc. Medical Anatomy with PhD as per NMC norms)\nPublications as required by NMC for promotion",
      qualificationHi:
        "एनाटॉमी में MD/MS (या NMC के मानकों के अनुसार PhD के साथ M.Sc. मेडिकल एनाटॉमी)\nपदोन्नति के लिए NMC के मानकों के अनुसार प्रकाशन",
      experience: "4+ years as Assistant Professor",
      experienceHi: "असिस्टेंट प्रोफ़ेसर के रूप में कम से कम 4 वर्ष",
      posts: 1,
      description:
        "Lead dissection-hall teaching and lectures for first-year MBBS students and guide the department's academic work.",
      descriptionHi:
        "MBBS प्रथम वर्ष के छात्रों के लिए डिसेक्शन हॉल की पढ़ाई और लेक्चर की अगुवाई करना, और विभाग के शैक्षणिक काम का मार्गदर्शन करना।",
    },
    {
      position: "Pharmacist",
      positionHi: "फ़ार्मासिस्ट",
      department: "Pharmacy",
      type: "Part-time",
      qualification: "D.Pharm or B.Pharm\nRegistration with the Bihar State Pharmacy Council",
      qualificationHi: "D.Pharm या B.Pharm\nबिहार राज्य फ़ार्मेसी काउंसिल में पंजीकरण",
      experience: "1+ year in a hospital pharmacy",
      experienceHi: "किसी अस्पताल की फ़ार्मेसी में कम से कम 1 वर्ष",
      posts: 2,
      description:
        "Dispense medicines in the hospital pharmacy, keep stock records and counsel patients on their medicines.",
      descriptionHi: "अस्पताल की फ़ार्मेसी से दवाएँ देना, स्टॉक का रिकॉर्ड रखना और मरीज़ों को उनकी दवाओं के बारे में समझाना।",
    },
    {
      position: "Admissions Office Assistant",
      positionHi: "प्रवेश कार्यालय सहायक",
      department: "Administration",
      type: "Contract",
      qualification:
        "Graduate in any discipline\nGood spoken Hindi and English\nComfortable with spreadsheets",
      qualificationHi: "किसी भी विषय में स्नातक\nहिन्दी और अंग्रेज़ी अच्छी तरह बोल सकें\nस्प्रेडशीट पर काम करना आता हो",
      experience: "1–3 years in an office role",
      experienceHi: "किसी कार्यालय में 1–3 वर्ष का काम",
      posts: 2,
      description:
        "Answer applicants and parents by phone and e-mail, keep admission files in order and help during counselling season.",
      descriptionHi:
        "आवेदकों और अभिभावकों के फ़ोन और ई-मेल का जवाब देना, प्रवेश की फ़ाइलें व्यवस्थित रखना और काउंसलिंग के समय मदद करना।",
    },
  ];
  // Closing one week apart, from three weeks ahead: listed in this order (soonest closing first).
  return openings.map((opening, index) => ({
    ...opening,
    lastDate: addDays(today, 21 + 7 * index),
  }));
}
