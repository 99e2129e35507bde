import type { NoticeCategory } from "../../../../contract/collections/notices";
import type { MessageKey } from "~/site/i18n/messages.en";

/** Each notice category's name on the public pages, a catalogue key (the staff screens keep the English labels). */
export const NOTICE_CATEGORY_KEYS: Record<NoticeCategory, MessageKey> = {
  admission: "applicants.notices.categoryAdmission",
  examination: "applicants.notices.categoryExamination",
  academic: "applicants.notices.categoryAcademic",
  recruitment: "applicants.notices.categoryRecruitment",
  tender: "applicants.notices.categoryTender",
  general: "applicants.notices.categoryGeneral",
  "health-camp": "applicants.notices.categoryHealthCamp",
};
