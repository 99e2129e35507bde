import { formatOpdTime } from "../../contract/opd";
import { formatDay } from "../../contract/nmc";
import type { CollegeFacts } from "../mail/college-facts";
import { mailOfParagraphs, type MailContent } from "../mail/mail-template";

/**
 * The confirmation to the address the patient typed (nobody verified it): the reference, department,
 * day and time only. Never their name, phone number or note, nor anything else they wrote.
 */
export function appointmentConfirmation(
  request: {
    reference: string;
    department: string;
    confirmedDate: string | null;
    confirmedTime: string | null;
  },
  college: CollegeFacts,
): MailContent {
  const when = `${formatDay(request.confirmedDate!)}, ${formatOpdTime(request.confirmedTime!)}`;
  const subject = `Appointment confirmed: ${request.reference}`;
  return mailOfParagraphs(
    subject,
    [
      `Your OPD appointment at ${college.name} is confirmed.`,
      [`Reference: ${request.reference}`, `Department: ${request.department}`, `Date and time: ${when}`].join(
        "\n",
      ),
      `Please come to the OPD registration counter a little before that time and give the reference. If you cannot come, call the hospital on ${college.phone}.`,
      `If you did not ask for this appointment, please ignore this e-mail.`,
    ],
    college,
  );
}
