import { collegeDate, formatCollegeTime } from "../../../contract/college-time";

/** "18 Nov 2025" in India time, the same on the server and in the browser. */
export const formatDate = (iso: string) => formatCollegeTime(iso);

/** "2025-11-18": the calendar date in India time (the notice board's date tiles, like `formatDate`). */
export const isoDateInIndia = (iso: string) => collegeDate(new Date(iso));
