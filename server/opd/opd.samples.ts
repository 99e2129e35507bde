import type { DepartmentName } from "../../contract/departments";
import { OPD_WEEKDAYS, type OpdSessionValues, type OpdWeekday } from "../../contract/opd";

/** Departments with an OPD every working day, as in most teaching hospitals; their hours follow the season. */
const DAILY = new Set([
  "General Medicine",
  "General Surgery",
  "Obstetrics & Gynaecology",
  "Paediatrics",
  "Orthopaedics",
]);

/** Fixed days for the others, spread over the week (index in the OPD department list picks the pattern). */
const FIXED_DAYS: OpdWeekday[][] = [
  ["Monday", "Wednesday", "Friday"],
  ["Tuesday", "Thursday", "Saturday"],
  ["Monday", "Thursday"],
  ["Tuesday", "Friday"],
  ["Wednesday", "Saturday"],
];

/**
 * A fresh installation's OPD timetable (SAMPLE_DATA), from the sample faculty: the large departments daily,
 * 8 am–1 pm in summer and 9 am–2 pm in winter; the others on two or three fixed days, 9 am–1 pm all year.
 * A department's doctors take the days in turn.
 */
export function sampleTimetable(doctors: { id: string; department: string | null }[]): OpdSessionValues[] {
  const departments = [...new Set(doctors.map((doctor) => doctor.department as DepartmentName))];
  const sessions: OpdSessionValues[] = [];
  departments.forEach((department, departmentIndex) => {
    const ids = doctors.filter((doctor) => doctor.department === department).map((doctor) => doctor.id);
    const room = `OPD block, room ${101 + departmentIndex}`;
    const doctorFor = (dayIndex: number) => [ids[dayIndex % ids.length]!];
    if (DAILY.has(department)) {
      OPD_WEEKDAYS.forEach((weekday, dayIndex) => {
        sessions.push(
          {
            department,
            weekday,
            from: "08:00",
            to: "13:00",
            room,
            doctorIds: doctorFor(dayIndex),
            season: "summer",
          },
          {
            department,
            weekday,
            from: "09:00",
            to: "14:00",
            room,
            doctorIds: doctorFor(dayIndex),
            season: "winter",
          },
        );
      });
      return;
    }
    FIXED_DAYS[departmentIndex % FIXED_DAYS.length]!.forEach((weekday, dayIndex) => {
      sessions.push({
        department,
        weekday,
        from: "09:00",
        to: "13:00",
        room,
        doctorIds: doctorFor(dayIndex),
        season: "all-year",
        note: dayIndex === 0 ? "New patients registered until 12:00" : undefined,
        noteHi: dayIndex === 0 ? "नए मरीज़ों का पंजीकरण दोपहर 12:00 बजे तक" : undefined,
      });
    });
  });
  return sessions;
}
