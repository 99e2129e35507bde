import type { ContentMessages } from "../en/content";

/** The content pages' interface text in Hindi: the same keys as ../en/content.ts, written for readers. */
export const contentHi: ContentMessages = {
  "content.englishFallback": "इस पृष्ठ के कुछ अंश का हिन्दी अनुवाद अभी उपलब्ध नहीं है, इसलिए वे अंग्रेज़ी में दिखाए गए हैं।",
  "content.phone": "फ़ोन:",
  "content.email": "ई-मेल:",
};
