/**
 * The College Committees page's own texts (spec §2.6). The committees themselves are the committees
 * collection (contract/collections/committees.ts); each one's constitution and membership order is a document
 * of the "committee" category whose title starts with the committee's name.
 */
export const committeesPage = {
  title: "College Committees",
  lead: "The statutory and academic committees that govern teaching, research, student welfare and patient safety.",
  description:
    "The 16 committees of the college, from the Anti Ragging and Ethics Committees to the Medical Education Unit, with each committee's constitution as a PDF.",
  intro:
    "Each committee is constituted by an order of the Principal under the regulations of the National Medical Commission and the affiliating university. Select a committee to open its constitution and membership order.",
};
