import type { GRIEVANCE_FIELDS } from "../../../../contract/grievances";
import type { MessageKey } from "~/site/i18n/messages.en";

/** Each field's label, as the form shows it and a refusal names it. */
export const COMPLAINT_LABELS: Record<(typeof GRIEVANCE_FIELDS)[number] | "attachment", MessageKey> = {
  category: "forms.complaint.category",
  description: "forms.complaint.description",
  occurredOn: "forms.complaint.date",
  place: "forms.complaint.place",
  name: "forms.field.name",
  email: "forms.complaint.email",
  phone: "forms.field.phone",
  attachment: "forms.complaint.attachment",
};
