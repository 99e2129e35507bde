import { withHindi, type HindiTexts } from "./with-hindi";

/** The MBBS Admission page's text as the site showed it in code (spec §2.12; figures of §9 exactly as given). */
const MBBS_ADMISSION = {
  title: "MBBS Admission",
  lead: "150 seats, 4½ years plus one year of internship, taught in English.",
  description:
    "MBBS admission: basis of admission through NEET, minimum percentiles, eligibility, seat categories (NRI/OCI/PIO 15%, General 35%, Muslim Minority 50%), reservation and fees.",
  basis:
    "Admission to the MBBS course is made strictly on the merit of the National Eligibility-cum-Entrance Test (NEET-UG) conducted by the National Testing Agency, through the counselling conducted by the competent authority of the state for the college's seats. No admission is made outside counselling and no capitation fee is charged.",
  neetCaption: "NEET minimum percentile and qualifying examination marks, 2024-25",
  neetRows: [
    { category: "General", percentile: "50", qualifying: "50%" },
    { category: "SC/ST/OBC", percentile: "40", qualifying: "40%" },
    { category: "Persons with benchmark (lower-limb) disability", percentile: "45", qualifying: "45%" },
  ],
  neetNote:
    "The NEET minimum percentile for 2024-25 is 50 for general candidates, 40 for SC/ST/OBC candidates and 45 for candidates with lower-limb disability. Qualifying examination marks are the aggregate in Physics, Chemistry and Biology.",
  courseFacts: [
    { label: "Seats", value: "150" },
    { label: "Duration", value: "4½ years + 1 year internship" },
    { label: "Medium", value: "English" },
  ],
  seatCaption: "Distribution of the 150 MBBS seats",
  seatRows: [
    { category: "NRI/OCI/PIO", share: "15%" },
    { category: "General", share: "35%" },
    { category: "Muslim Minority", share: "50%" },
  ],
  eligibility: [
    "Passed the higher secondary (10+2) examination or an equivalent with Physics, Chemistry, Biology/Biotechnology and English as subjects.",
    "At least 50% marks in Physics, Chemistry and Biology taken together for general candidates, 40% for SC/ST/OBC candidates and 45% for candidates with benchmark disability.",
    "Qualified in NEET-UG with at least the minimum percentile for the candidate's category.",
    "Completed 17 years of age on or before 31 December of the year of admission.",
    "NRI/OCI/PIO candidates must also meet the NRI criteria of the counselling authority and submit the documents listed in the NRI admission criteria.",
  ].map((text) => ({ text })),
  reservation:
    "Half of the seats are reserved for Muslim Minority candidates, as the college is a minority institution. Within the other categories, reservation for SC, ST, OBC, EWS and persons with disabilities follows the rules of the state government and the counselling authority for the year of admission, and is applied by the counselling authority while allotting seats.",
  feeNote: "Full fee rules, due dates and bank details are on the UG fee structure page.",
};

/**
 * The MBBS Admission page in Hindi (issue 24): every text the page shows (the search description is not
 * localized). Written for a parent reading Hindi, with the English's facts, figures and names.
 */
const MBBS_ADMISSION_HI: HindiTexts = {
  title: "MBBS प्रवेश",
  lead: "150 सीटें, साढ़े चार वर्ष की पढ़ाई और एक वर्ष की इंटर्नशिप, पढ़ाई का माध्यम अंग्रेज़ी।",
  basis:
    "MBBS पाठ्यक्रम में प्रवेश केवल नेशनल टेस्टिंग एजेंसी द्वारा आयोजित राष्ट्रीय पात्रता-सह-प्रवेश परीक्षा (NEET-UG) की मेरिट के आधार पर होता है। कॉलेज की सीटों पर प्रवेश राज्य के सक्षम प्राधिकारी द्वारा आयोजित काउंसलिंग के माध्यम से ही मिलता है। काउंसलिंग के बाहर कोई प्रवेश नहीं दिया जाता और कोई कैपिटेशन फीस नहीं ली जाती।",
  neetCaption: "NEET का न्यूनतम पर्सेंटाइल और अर्हता परीक्षा के अंक, 2024-25",
  neetRows: [
    { category: "सामान्य" },
    { category: "SC/ST/OBC" },
    { category: "बेंचमार्क (निचले अंग की) दिव्यांगता वाले उम्मीदवार" },
  ],
  neetNote:
    "2024-25 के लिए NEET का न्यूनतम पर्सेंटाइल सामान्य उम्मीदवारों के लिए 50, SC/ST/OBC उम्मीदवारों के लिए 40 और निचले अंग की दिव्यांगता वाले उम्मीदवारों के लिए 45 है। अर्हता परीक्षा के अंकों से आशय भौतिकी, रसायन और जीव विज्ञान में मिलाकर प्राप्त अंकों से है।",
  courseFacts: [
    { label: "सीटें", value: "150" },
    { label: "अवधि", value: "साढ़े चार वर्ष + एक वर्ष इंटर्नशिप" },
    { label: "माध्यम", value: "अंग्रेज़ी" },
  ],
  seatCaption: "MBBS की 150 सीटों का बँटवारा",
  seatRows: [{ category: "NRI/OCI/PIO" }, { category: "सामान्य" }, { category: "मुस्लिम अल्पसंख्यक" }],
  eligibility: [
    {
      text: "भौतिकी, रसायन, जीव विज्ञान/बायोटेक्नोलॉजी और अंग्रेज़ी विषयों के साथ 12वीं (10+2) या समकक्ष परीक्षा उत्तीर्ण।",
    },
    {
      text: "भौतिकी, रसायन और जीव विज्ञान में मिलाकर सामान्य उम्मीदवारों के कम से कम 50%, SC/ST/OBC उम्मीदवारों के 40% और बेंचमार्क दिव्यांगता वाले उम्मीदवारों के 45% अंक।",
    },
    { text: "अपनी श्रेणी के कम से कम न्यूनतम पर्सेंटाइल के साथ NEET-UG में उत्तीर्ण।" },
    { text: "प्रवेश वाले वर्ष की 31 दिसंबर तक 17 वर्ष की आयु पूरी।" },
    {
      text: "NRI/OCI/PIO उम्मीदवारों को काउंसलिंग प्राधिकारी के NRI मानदंड भी पूरे करने होंगे और NRI प्रवेश मानदंड में दिए गए दस्तावेज़ जमा करने होंगे।",
    },
  ],
  reservation:
    "कॉलेज एक अल्पसंख्यक संस्थान है, इसलिए आधी सीटें मुस्लिम अल्पसंख्यक उम्मीदवारों के लिए आरक्षित हैं। बाकी श्रेणियों में SC, ST, OBC, EWS और दिव्यांग उम्मीदवारों का आरक्षण प्रवेश वाले वर्ष के लिए राज्य सरकार और काउंसलिंग प्राधिकारी के नियमों के अनुसार होता है, और सीटें आवंटित करते समय इसे काउंसलिंग प्राधिकारी ही लागू करता है।",
  feeNote: "शुल्क के पूरे नियम, भुगतान की अंतिम तिथियाँ और बैंक विवरण UG शुल्क संरचना पृष्ठ पर हैं।",
};

export const mbbsAdmissionSeeds = () => [withHindi(MBBS_ADMISSION, MBBS_ADMISSION_HI)];
