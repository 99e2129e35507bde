import { handle, personName, pick } from "../lib/sample-people";

const COURSES = ["MBBS", "MD", "MS"] as const;

/** A fresh installation's admission enquiries (SAMPLE_DATA), deterministic. */
export function sampleEnquiries(count: number, now = Date.now()) {
  return Array.from({ length: count }, (_, index) => {
    const name = personName(index + 80);
    const score = String(350 + ((index * 53) % 370));
    return {
      name,
      email: `${handle(name)}${index}@example.com`,
      phone: `+91 8${String(700000000 + index * 4567).slice(0, 9)}`,
      course: pick(COURSES, index),
      neetScore: score,
      neetScoreValue: Number(score),
      message: index % 2 ? "Please share the fee structure and hostel details." : "",
      // Spread over the last eight weeks, so the dashboard's chart has something to show.
      createdAt: new Date(now - ((index * 37) % (56 * 24)) * 3_600_000),
    };
  });
}
