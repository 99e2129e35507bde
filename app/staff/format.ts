import { formatCollegeTime } from "../../contract/college-time";

/** "15 Jul 2019" (a YYYY-MM-DD date or an ISO timestamp), in India time. */
export const formatDate = (value: string) => formatCollegeTime(value);

export const formatDateTime = (value: string) => formatCollegeTime(value, "dateTime");

export const formatNumber = (value: number) => value.toLocaleString("en-IN");
