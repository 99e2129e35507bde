import { handle, personName, pick } from "../lib/sample-people";

const SUBJECTS = [
  "Question about hostel facilities",
  "OPD timings on holidays",
  "Research collaboration proposal",
  "Fee payment receipt",
  "Library membership for alumni",
  "Internship certificate",
  "Visiting hours in ICU",
];
const CATEGORIES = ["general", "admissions", "medical", "collaboration", "academics", "support", "careers"];

/** A fresh installation's contact messages (SAMPLE_DATA), deterministic. */
export function sampleMessages(count: number, now = Date.now()) {
  return Array.from({ length: count }, (_, index) => {
    const name = personName(index + 40);
    return {
      name,
      email: `${handle(name)}@example.com`,
      phone: `+91 7${String(600000000 + index * 1231).slice(0, 9)}`,
      category: pick(CATEGORIES, index),
      subject: pick(SUBJECTS, index),
      message: `Namaste, I would like to know more about this. ${pick(SUBJECTS, index + 2)} — please advise whom I should contact.`,
      status: index % 4 === 0 ? "handled" : index % 3 === 0 ? "read" : "new",
      createdAt: new Date(now - index * 7 * 3_600_000),
    };
  });
}
