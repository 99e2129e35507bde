import type { ValuesOf } from "../../../contract/collections/collection";
import type { noticesCollection } from "../../../contract/collections/notices";

type NoticeSample = Partial<ValuesOf<typeof noticesCollection.fields>> &
  Pick<ValuesOf<typeof noticesCollection.fields>, "title" | "body" | "category" | "publishAt">;

const DAY = 24 * 3600_000;

/**
 * A fresh installation's notices (SAMPLE_DATA): the spec's PG counselling notice first, then typical ones, each
 * with its Hindi title and text for the Hindi site (issue 24; their links go to the Hindi pages).
 */
export function sampleNotices(at: Date | number = Date.now()): NoticeSample[] {
  const now = typeof at === "number" ? at : at.getTime();
  const daysAgo = (days: number) => new Date(now - days * DAY).toISOString();
  const dayAhead = (days: number) => new Date(now + days * DAY + 5.5 * 3600_000).toISOString().slice(0, 10);
  return [
    {
      title: "Free eye check-up and cataract screening camp",
      titleHi: "निःशुल्क नेत्र जाँच एवं मोतियाबिंद स्क्रीनिंग शिविर",
      body: "The Department of Ophthalmology holds a free eye check-up camp: vision testing, cataract screening and spectacles advice. Bring your previous prescriptions and spectacles.",
      bodyHi:
        "नेत्र रोग विभाग निःशुल्क नेत्र जाँच शिविर लगा रहा है, जिसमें आँखों की रोशनी की जाँच, मोतियाबिंद की स्क्रीनिंग और चश्मे के बारे में सलाह दी जाएगी। अपने पुराने पर्चे और चश्मा साथ लाएँ।",
      category: "health-camp",
      pinned: false,
      publishAt: daysAgo(2),
      eventDate: dayAhead(10),
      place: "Hospital OPD block, ground floor",
    },
    {
      title: "PG MD/MS Counselling 2025: third round",
      titleHi: "PG MD/MS काउंसलिंग 2025: तीसरा राउंड",
      body: "Candidates allotted a seat in the third round must report to the admission cell with original documents and the demand draft within the schedule published by the counselling authority.\n\nSee the [PG admission page](/admission/pg-admission-2025) for the documents to bring.",
      bodyHi:
        "तीसरे राउंड में जिन उम्मीदवारों को सीट आवंटित हुई है, वे काउंसलिंग प्राधिकारी द्वारा जारी समय-सारिणी के भीतर मूल दस्तावेज़ों और डिमांड ड्राफ़्ट के साथ प्रवेश प्रकोष्ठ में उपस्थित हों।\n\nकौन-से दस्तावेज़ साथ लाने हैं, यह [PG प्रवेश पृष्ठ](/hi/admission/pg-admission-2025) पर देखें।",
      category: "admission",
      pinned: false,
      publishAt: daysAgo(1),
    },
    {
      title: "MBBS first professional examination: time table",
      titleHi: "MBBS प्रथम प्रोफ़ेशनल परीक्षा: समय-सारिणी",
      body: "The time table of the first professional MBBS university examination is published. Students must collect their admit cards from the examination cell.",
      bodyHi:
        "MBBS प्रथम प्रोफ़ेशनल की विश्वविद्यालय परीक्षा की समय-सारिणी जारी कर दी गई है। छात्र अपने प्रवेश-पत्र परीक्षा प्रकोष्ठ से ले लें।",
      category: "examination",
      pinned: false,
      publishAt: daysAgo(4),
    },
    {
      title: "Commencement of classes for the MBBS 2025 batch",
      titleHi: "MBBS 2025 बैच की कक्षाएँ शुरू",
      body: "Classes for the new MBBS batch begin with the foundation course. Attendance is compulsory from the first day.",
      bodyHi: "MBBS के नए बैच की कक्षाएँ फ़ाउंडेशन कोर्स से शुरू हो रही हैं। पहले दिन से उपस्थिति अनिवार्य है।",
      category: "academic",
      pinned: false,
      publishAt: daysAgo(8),
    },
    {
      title: "Walk-in interview for senior residents",
      titleHi: "सीनियर रेज़िडेंट के पदों के लिए वॉक-इन इंटरव्यू",
      body: "Walk-in interviews for senior resident posts in clinical departments. See the [careers page](/career) for details.",
      bodyHi:
        "क्लिनिकल विभागों में सीनियर रेज़िडेंट के पदों के लिए वॉक-इन इंटरव्यू होंगे। पूरी जानकारी [करियर पृष्ठ](/hi/career) पर देखें।",
      category: "recruitment",
      pinned: false,
      publishAt: daysAgo(12),
    },
    {
      title: "Tender for supply of hospital linen",
      titleHi: "अस्पताल के लिनन की आपूर्ति के लिए निविदा",
      body: "Sealed quotations are invited for the supply of hospital linen for one year. The last date of submission is given in the tender document.",
      bodyHi:
        "एक वर्ष तक अस्पताल के लिनन की आपूर्ति के लिए मुहरबंद कोटेशन आमंत्रित हैं। जमा करने की अंतिम तिथि निविदा दस्तावेज़ में दी गई है।",
      category: "tender",
      pinned: false,
      publishAt: daysAgo(15),
    },
  ];
}
