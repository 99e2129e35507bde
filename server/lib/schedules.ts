/**
 * `due(now)` helpers for scheduled jobs. A job is due when it returns a key; the scheduler runs it once
 * per key across every app instance and restart, so the key names the period the run belongs to.
 */

/** Due once in every period of `ms` (aligned to the epoch): the key is the period's start. */
export function every(ms: number): (now: Date) => string {
  if (!Number.isInteger(ms) || ms <= 0) throw new Error("every(ms) needs a positive whole number");
  return (now) => new Date(Math.floor(now.getTime() / ms) * ms).toISOString();
}

const TIME_OF_DAY = /^([01]\d|2[0-3]):([0-5]\d)$/;

export function isTimeOfDay(value: string): boolean {
  return TIME_OF_DAY.test(value);
}

/**
 * Due once a day from `hhmm` ("02:30", the server's local time zone, set it with TZ) until midnight:
 * the key is the local date. An app that was down at 02:30 runs the job when it comes back that day.
 */
export function dailyAt(hhmm: string): (now: Date) => string | null {
  const match = TIME_OF_DAY.exec(hhmm);
  if (!match) throw new Error(`dailyAt needs a time such as 02:30, not "${hhmm}"`);
  const minuteOfDay = Number(match[1]) * 60 + Number(match[2]);
  return (now) => {
    if (now.getHours() * 60 + now.getMinutes() < minuteOfDay) return null;
    const pad = (n: number) => String(n).padStart(2, "0");
    return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
  };
}
