import { collegeHour } from "../../contract/college-time";
import { collegeDate } from "../../contract/college-time";
import { COLLEGE_NAME } from "../../contract/college";
import { formatDay, formatMonth, nmcDuty } from "../../contract/nmc";

/** Reminders go out from this hour (college time) on the 1st and the 4th. */
const REMINDER_HOUR = 9;

/**
 * The scheduler's key for the NMC reminder at `now`, or null when none is due: "<month>:1st" from 09:00
 * on the 1st (college time) until 09:00 on the 4th, then "<month>:4th" for the rest of the month, where
 * <month> is the month whose list is due. The scheduler runs each key once across instances and
 * restarts, so there are at most two reminders a month; an app that was down at 09:00 sends when it
 * comes back. Whether the list is still unpublished is checked when the reminder runs.
 */
export function reminderKey(now: Date): string | null {
  const { today, dueMonth } = nmcDuty(now);
  const day = Number(today.slice(8, 10));
  const hour = collegeHour(now);
  if (day === 1 && hour < REMINDER_HOUR) return null;
  const second = day > 4 || (day === 4 && hour >= REMINDER_HOUR);
  return `${dueMonth}:${second ? "4th" : "1st"}`;
}

/** The reminder e-mail. */
export function reminderMail(now: Date, publicUrl?: string) {
  const duty = nmcDuty(now);
  const month = formatMonth(duty.dueMonth);
  const screen = `${publicUrl ?? ""}/dashboard/nmc-disclosure`;
  return {
    subject: duty.overdue
      ? `Overdue: NMC faculty list for ${month}`
      : `Reminder: NMC faculty list for ${month} due by ${formatDay(duty.deadline)}`,
    text: [
      `The department-wise faculty list for ${month} has not been published on the ${COLLEGE_NAME} website yet.`,
      `The National Medical Commission requires it by ${formatDay(duty.deadline)} (today is ${formatDay(collegeDate(now))}).`,
      "",
      `Check the records and publish it here: ${screen}`,
      "",
      "You receive this because your account keeps the faculty records.",
    ].join("\n"),
  };
}
