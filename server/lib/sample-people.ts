// Fictional people for a fresh installation's demo content (SAMPLE_DATA). Deterministic, so screenshots are stable.
const FIRST = [
  "Aarav",
  "Priya",
  "Rohan",
  "Sneha",
  "Vikram",
  "Ananya",
  "Rahul",
  "Kavya",
  "Arjun",
  "Meera",
  "Siddharth",
  "Nisha",
  "Aditya",
  "Pooja",
  "Karan",
  "Ritu",
  "Manish",
  "Shreya",
  "Deepak",
  "Sunita",
];
const LAST = [
  "Sharma",
  "Verma",
  "Singh",
  "Kumar",
  "Mishra",
  "Jha",
  "Sinha",
  "Prasad",
  "Gupta",
  "Choudhary",
  "Thakur",
  "Pandey",
  "Yadav",
  "Rai",
  "Das",
];

/** The `index`th of `list`, round and round. */
export const pick = <T>(list: readonly T[], index: number): T => list[index % list.length]!;

/** A deterministic fictional name: the same `index` always gives the same person. */
export const personName = (index: number) => `${pick(FIRST, index)} ${pick(LAST, index * 7 + 3)}`;

/** A name as the local part of an e-mail address. */
export const handle = (name: string) => name.toLowerCase().replace(/[^a-z]+/g, ".");
