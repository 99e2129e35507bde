const dateFormat = new Intl.DateTimeFormat("en-IN", {
  day: "numeric",
  month: "short",
  year: "numeric",
  timeZone: "Asia/Kolkata",
});

/** "18 Nov 2025" in India time, the same on the server and in the browser. */
export const formatDate = (iso: string) => dateFormat.format(new Date(iso));
