import { formatCollegeTime } from "../../contract/college-time";

/** "15 Jul 2019" (a YYYY-MM-DD date or an ISO timestamp), in India time. */
export const formatDate = (value: string) => formatCollegeTime(value);

export const formatDateTime = (value: string) => formatCollegeTime(value, "dateTime");

// Made on first use and kept: `toLocaleString` makes a formatter on every call, slow on a phone for a list's figures.
let numberFormat: Intl.NumberFormat | undefined;

/** "1,23,456": a figure as written in India. */
export const formatNumber = (value: number) =>
  (numberFormat ??= new Intl.NumberFormat("en-IN")).format(value);
