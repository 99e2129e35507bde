import { withHindi, type HindiTexts } from "./with-hindi";

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

/** The same texts for the Hindi site (issue 24), written for parents and students in Bihar. */
const HOME_PAGE_HI: HindiTexts = {
  eyebrow: "प्रवेश जारी · MBBS और MD/MS",
  headline: "बिहार और देश की सेवा के लिए संवेदनशील डॉक्टर",
  tagline:
    "राष्ट्रीय आयुर्विज्ञान आयोग (NMC) से मान्यता प्राप्त मेडिकल कॉलेज, जिसका अपना सुपर-स्पेशियलिटी शिक्षण अस्पताल है, जहाँ छात्र पहले वर्ष से ही मरीज़ों के बीच रहकर सीखते हैं।",
  figures: [
    { label: "MBBS सीटें हर वर्ष", detail: "राष्ट्रीय आयुर्विज्ञान आयोग से मान्यता प्राप्त" },
    { label: "हवाई अड्डे से", detail: "जयप्रकाश नारायण अंतरराष्ट्रीय हवाई अड्डा, पटना" },
    { label: "बिस्तरों वाला सुपर-स्पेशियलिटी अस्पताल", detail: "परिसर में ही, आपातकालीन सेवा 24x7 खुली" },
  ],
  welcomeHeading: "हमारे कॉलेज में आपका स्वागत है",
  welcome:
    "हमारे संस्थान की स्थापना इसलिए हुई कि बिहार के लोगों को उच्च स्तर की चिकित्सा शिक्षा और किफ़ायती उन्नत इलाज अपने ही राज्य में मिल सके। एक हरे-भरे परिसर में छात्र, शिक्षक और चिकित्सक साथ-साथ काम करते हैं: व्याख्यान कक्ष, प्रयोगशालाएँ और स्किल्स लैब हमारे शिक्षण अस्पताल के वार्डों, ऑपरेशन थिएटरों और गहन चिकित्सा इकाइयों (ICU) से कुछ ही कदम दूर हैं।\n\nछात्र हर प्री-क्लिनिकल, पैरा-क्लिनिकल और क्लिनिकल विभाग में अनुभवी शिक्षकों से सीखते हैं, आसपास के गाँवों में लगने वाले स्वास्थ्य शिविरों में भाग लेते हैं, और कौशल, नैतिकता और सहानुभूति के साथ मरीज़ों की सेवा के लिए तैयार होकर निकलते हैं।",
  bannerHeading: "सीखें। सेवा करें। आगे बढ़ें।",
  bannerText: "एनाटॉमी हॉल से इमरजेंसी तक, हम ऐसे डॉक्टर तैयार करते हैं जिनके लिए मरीज़ सबसे पहले है।",
  reasons: [
    {
      title: "परिसर में ही शिक्षण अस्पताल",
      text: "हमारे अपने सुपर-स्पेशियलिटी अस्पताल में छात्र हर विभाग में रोज़ मरीज़ों को देखकर सीखते हैं।",
    },
    {
      title: "अनुभवी और समर्पित शिक्षक",
      text: "300 से अधिक शिक्षक और डॉक्टर व्याख्यान, बेडसाइड शिक्षण और शोध में छात्रों का मार्गदर्शन करते हैं।",
    },
    {
      title: "आधुनिक सुविधाएँ",
      text: "स्किल्स लैब, BSL-2 वायरोलॉजी लैब, 5000 वर्ग फुट का डिसेक्शन हॉल और 3000 से अधिक पुस्तकों व पत्रिकाओं वाला पुस्तकालय।",
    },
    {
      title: "मान्यता और संबद्धता",
      text: "राष्ट्रीय आयुर्विज्ञान आयोग से मान्यता प्राप्त और राज्य के स्वास्थ्य विज्ञान विश्वविद्यालय से संबद्ध।",
    },
    {
      title: "सुरक्षित, हरा-भरा परिसर",
      text: "छात्रावास, खेलकूद की सुविधाएँ और एंटी-रैगिंग समिति साढ़े पाँच वर्षों तक परिसर को छात्रों का सुरक्षित घर बनाती हैं।",
    },
  ],
  courses: [
    {
      name: "MBBS",
      summary:
        "बैचलर ऑफ़ मेडिसिन एंड बैचलर ऑफ़ सर्जरी: साढ़े चार वर्ष की पढ़ाई और एक वर्ष की अनिवार्य रोटेटिंग इंटर्नशिप; NMC से मान्यता प्राप्त 150 सीटें।",
      imageAlt: "व्याख्यान कक्ष में बैठे मेडिकल छात्र",
    },
    {
      name: "MD / MS",
      summary:
        "दस क्लिनिकल और पैरा-क्लिनिकल विषयों में तीन वर्ष की स्नातकोत्तर डिग्री, हमारे अपने सुपर-स्पेशियलिटी अस्पताल में प्रशिक्षण के साथ।",
      imageAlt: "अस्पताल की प्रयोगशाला में काम करते रेज़िडेंट डॉक्टर",
    },
  ],
};

export const homePageSeeds = () => [withHindi(HOME_PAGE, HOME_PAGE_HI)];
