const dateFormat = new Intl.DateTimeFormat("en-IN", {
  day: "numeric",
  month: "short",
  year: "numeric",
  timeZone: "Asia/Kolkata",
});

/** "18 Nov 2025" in India time, the same on the server and in the browser. */
export const formatDate = (iso: string) => dateFormat.format(new Date(iso));

const isoDateFormat = new Intl.DateTimeFormat("en-CA", {
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  timeZone: "Asia/Kolkata",
});

/** "2025-11-18": the calendar date in India time (the notice board's date tiles, like `formatDate`). */
export const isoDateInIndia = (iso: string) => isoDateFormat.format(new Date(iso));
