import { ENQUIRY_STATUS_LABELS, type EnquiryStatus } from "../../../contract/enquiry-values";
import type { Badge, BadgeTone } from "../status-badge";

const ENQUIRY_TONES: Record<EnquiryStatus, BadgeTone> = {
  new: "sky",
  contacted: "indigo",
  "follow-up": "amber",
  applied: "violet",
  admitted: "green",
  closed: "grey",
};

export const enquiryBadge = (status: EnquiryStatus): Badge => ({
  label: ENQUIRY_STATUS_LABELS[status],
  tone: ENQUIRY_TONES[status],
  status,
});
