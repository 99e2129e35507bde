import { withHindi, type HindiTexts } from "./with-hindi";

/**
 * The college's committees as the College Committees page showed them in code (spec §2.6, in the spec's
 * order), and the safety bodies the regulations ask for (issue 22). Members are left for the college to
 * enter: a name or number here would be invented.
 */
const SPEC_COMMITTEES = [
  {
    name: "Scientific Committee",
    remit: "Reviews research proposals of faculty and students for scientific merit before ethics review.",
  },
  {
    name: "Medical Education Unit",
    remit: "Trains faculty in teaching and assessment methods and runs the competency-based curriculum.",
  },
  {
    name: "Anti Ragging Committee",
    remit: "Prevents ragging, runs awareness drives and acts on every complaint within 24 hours.",
    safetyRole: "anti-ragging-committee",
  },
  {
    name: "Ethics Committee",
    remit: "Protects the rights, safety and well-being of people who take part in research.",
  },
  {
    name: "Pharmacovigilance Committee",
    remit: "Collects and reports adverse drug reactions under the national pharmacovigilance programme.",
  },
  {
    name: "College Council",
    remit: "Heads of departments under the Principal: academic planning, timetables and student matters.",
  },
  {
    name: "Conflict of Interest Committee",
    remit: "Examines declared financial and professional interests of faculty in research and purchase.",
  },
  {
    name: "TB Centre Core Committee",
    remit: "Coordinates tuberculosis diagnosis, treatment and teaching under the national TB programme.",
  },
  {
    name: "Sexual Harassment Committee",
    remit: "The Internal Complaints Committee under the POSH Act, 2013, for staff and students.",
    safetyRole: "internal-committee",
  },
  {
    name: "Gender Harassment Committee",
    remit: "Hears complaints of gender-based discrimination and promotes a safe, equal campus.",
  },
  {
    name: "Student Welfare Committee",
    remit: "Looks after students' hostel, mess, health, counselling and cultural activities.",
  },
  {
    name: "Skill Lab Committee",
    remit: "Plans the skills-lab schedule and certifies students in the mandatory clinical skills.",
  },
  {
    name: "Infection Control Committee",
    remit: "Sets hospital infection-control policy, audits hand hygiene and monitors infection rates.",
  },
  {
    name: "Disciplinary Committee",
    remit: "Enquires into breaches of the code of conduct and recommends action to the Principal.",
  },
  {
    name: "Sports Gymnasium Committee",
    remit: "Runs the gymnasium, playing fields and the annual sports meet.",
  },
  {
    name: "House Allotment Committee",
    remit: "Allots campus residences to faculty and staff by the published seniority rules.",
  },
];

const SAFETY_OFFICES = [
  {
    name: "Anti-Ragging Squad",
    remit: "Makes surprise checks of hostels, canteens and buses, and acts on ragging reported by anyone.",
    safetyRole: "anti-ragging-squad",
  },
  {
    name: "Anti-Ragging Nodal Officer",
    remit: "The officer students and the national helpline reach about ragging, day and night.",
    safetyRole: "nodal-officer",
  },
  {
    name: "Students' Grievance Redressal Committee",
    remit:
      "Hears students' grievances about admission, fees, examinations and facilities within 15 working days.",
    safetyRole: "grievance-committee",
  },
  {
    name: "Ombudsperson",
    remit: "Appointed by the university: hears appeals against the grievance committee's decisions.",
    safetyRole: "ombudsperson",
  },
  {
    name: "Grievance Redressal Officer",
    remit: "Receives every grievance, keeps the register and answers within 15 working days.",
    safetyRole: "grievance-officer",
  },
];

/**
 * The committees' names and remits in Hindi (issue 24), by English name: /safety, the College Committees tiles and
 * MSR item (l) show them on the Hindi site. A committee document still names its committee in English (its title
 * is matched with the English name).
 */
const COMMITTEES_HI: Record<string, HindiTexts> = {
  "Scientific Committee": {
    name: "वैज्ञानिक समिति",
    remit: "शिक्षकों और छात्रों के शोध प्रस्तावों को आचार समिति की समीक्षा से पहले उनकी वैज्ञानिक गुणवत्ता के लिए जाँचती है।",
  },
  "Medical Education Unit": {
    name: "चिकित्सा शिक्षा इकाई",
    remit: "शिक्षकों को पढ़ाने और मूल्यांकन की विधियों का प्रशिक्षण देती है और योग्यता-आधारित पाठ्यक्रम (CBME) चलाती है।",
  },
  "Anti Ragging Committee": {
    name: "एंटी-रैगिंग समिति",
    remit: "रैगिंग रोकती है, जागरूकता अभियान चलाती है और हर शिकायत पर 24 घंटे के भीतर कार्रवाई करती है।",
  },
  "Ethics Committee": {
    name: "आचार समिति",
    remit: "शोध में भाग लेने वाले लोगों के अधिकारों, सुरक्षा और कल्याण की रक्षा करती है।",
  },
  "Pharmacovigilance Committee": {
    name: "फ़ार्माकोविजिलेंस समिति",
    remit:
      "राष्ट्रीय फ़ार्माकोविजिलेंस कार्यक्रम के तहत दवाओं के दुष्प्रभावों (ADR) की जानकारी जुटाती है और उनकी रिपोर्ट करती है।",
  },
  "College Council": {
    name: "कॉलेज परिषद",
    remit: "प्राचार्य की अध्यक्षता में विभागाध्यक्षों की परिषद: शैक्षणिक योजना, समय-सारिणी और छात्रों से जुड़े विषय।",
  },
  "Conflict of Interest Committee": {
    name: "हितों के टकराव संबंधी समिति",
    remit: "शोध और ख़रीद में शिक्षकों द्वारा घोषित वित्तीय और पेशेवर हितों की जाँच करती है।",
  },
  "TB Centre Core Committee": {
    name: "टीबी केंद्र कोर समिति",
    remit: "राष्ट्रीय टीबी कार्यक्रम के तहत टीबी की जाँच, इलाज और पढ़ाई में तालमेल रखती है।",
  },
  "Sexual Harassment Committee": {
    name: "आंतरिक शिकायत समिति (यौन उत्पीड़न)",
    remit:
      "POSH अधिनियम, 2013 के तहत कर्मचारियों और छात्रों के लिए गठित आंतरिक शिकायत समिति: यौन उत्पीड़न की शिकायतें सुनती है।",
  },
  "Gender Harassment Committee": {
    name: "लैंगिक उत्पीड़न समिति",
    remit: "लिंग के आधार पर भेदभाव की शिकायतें सुनती है और सुरक्षित तथा बराबरी वाले परिसर को बढ़ावा देती है।",
  },
  "Student Welfare Committee": {
    name: "छात्र कल्याण समिति",
    remit: "छात्रों के छात्रावास, मेस, स्वास्थ्य, परामर्श और सांस्कृतिक गतिविधियों की देखरेख करती है।",
  },
  "Skill Lab Committee": {
    name: "स्किल लैब समिति",
    remit: "स्किल लैब की समय-सारिणी बनाती है और छात्रों को अनिवार्य क्लिनिकल कौशलों में प्रमाणित करती है।",
  },
  "Infection Control Committee": {
    name: "संक्रमण नियंत्रण समिति",
    remit:
      "अस्पताल की संक्रमण-नियंत्रण नीति तय करती है, हाथों की स्वच्छता का ऑडिट करती है और संक्रमण की दर पर नज़र रखती है।",
  },
  "Disciplinary Committee": {
    name: "अनुशासन समिति",
    remit: "आचार संहिता के उल्लंघन की जाँच करती है और प्राचार्य से कार्रवाई की सिफ़ारिश करती है।",
  },
  "Sports Gymnasium Committee": {
    name: "खेलकूद एवं व्यायामशाला समिति",
    remit: "व्यायामशाला, खेल के मैदान और वार्षिक खेलकूद प्रतियोगिता का संचालन करती है।",
  },
  "House Allotment Committee": {
    name: "आवास आवंटन समिति",
    remit: "प्रकाशित वरिष्ठता नियमों के अनुसार शिक्षकों और कर्मचारियों को परिसर में आवास आवंटित करती है।",
  },
  "Anti-Ragging Squad": {
    name: "एंटी-रैगिंग दस्ता",
    remit: "छात्रावासों, कैंटीन और बसों की अचानक जाँच करता है, और रैगिंग की सूचना कोई भी दे, उस पर कार्रवाई करता है।",
  },
  "Anti-Ragging Nodal Officer": {
    name: "एंटी-रैगिंग नोडल अधिकारी",
    remit: "वे अधिकारी जिनसे छात्र और राष्ट्रीय हेल्पलाइन रैगिंग के बारे में दिन-रात संपर्क कर सकते हैं।",
  },
  "Students' Grievance Redressal Committee": {
    name: "छात्र शिकायत निवारण समिति",
    remit: "प्रवेश, शुल्क, परीक्षा और सुविधाओं से जुड़ी छात्रों की शिकायतें 15 कार्य-दिवसों के भीतर सुनती है।",
  },
  Ombudsperson: {
    name: "लोकपाल",
    remit: "विश्वविद्यालय द्वारा नियुक्त: शिकायत निवारण समिति के निर्णयों के विरुद्ध अपील सुनते हैं।",
  },
  "Grievance Redressal Officer": {
    name: "शिकायत निवारण अधिकारी",
    remit: "हर शिकायत प्राप्त करते हैं, उसका रजिस्टर रखते हैं और 15 कार्य-दिवसों के भीतर उत्तर देते हैं।",
  },
};

export const committeeSeeds = () => [
  ...SPEC_COMMITTEES.map((committee, index) => ({
    safetyRole: null,
    ...withHindi(committee, COMMITTEES_HI[committee.name]),
    listed: true,
    members: [],
    position: (index + 1) * 10,
  })),
  ...SAFETY_OFFICES.map((office, index) => ({
    ...withHindi(office, COMMITTEES_HI[office.name]),
    listed: false,
    members: [],
    position: (SPEC_COMMITTEES.length + index + 1) * 10,
  })),
];
