const DAY_MS = 86_400_000;

const toDay = (isoDate: string) => Date.parse(`${isoDate}T00:00:00Z`);
const fromDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/**
 * The date `count` working days after `start` (YYYY-MM-DD): the day of receipt itself does not count,
 * and neither do Sundays nor the college's holidays.
 */
export function addWorkingDays(start: string, count: number, holidays: ReadonlySet<string>): string {
  let day = toDay(start);
  let left = count;
  while (left > 0) {
    day += DAY_MS;
    const iso = fromDay(day);
    if (new Date(day).getUTCDay() !== 0 && !holidays.has(iso)) left--;
  }
  return fromDay(day);
}
