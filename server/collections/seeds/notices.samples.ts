import type { ValuesOf } from "../../../contract/collections/collection";
import type { noticesCollection } from "../../../contract/collections/notices";

type NoticeSample = Partial<ValuesOf<typeof noticesCollection.fields>> &
  Pick<ValuesOf<typeof noticesCollection.fields>, "title" | "body" | "category" | "publishAt">;

const DAY = 24 * 3600_000;

/** A fresh installation's notices (SAMPLE_DATA): the spec's PG counselling notice first, then typical ones. */
export function sampleNotices(at: Date | number = Date.now()): NoticeSample[] {
  const now = typeof at === "number" ? at : at.getTime();
  const daysAgo = (days: number) => new Date(now - days * DAY).toISOString();
  const dayAhead = (days: number) => new Date(now + days * DAY + 5.5 * 3600_000).toISOString().slice(0, 10);
  return [
    {
      title: "Free eye check-up and cataract screening camp",
      body: "The Department of Ophthalmology holds a free eye check-up camp: vision testing, cataract screening and spectacles advice. Bring your previous prescriptions and spectacles.",
      category: "health-camp",
      pinned: false,
      publishAt: daysAgo(2),
      eventDate: dayAhead(10),
      place: "Hospital OPD block, ground floor",
    },
    {
      title: "PG MD/MS Counselling 2025: third round",
      body: "Candidates allotted a seat in the third round must report to the admission cell with original documents and the demand draft within the schedule published by the counselling authority.\n\nSee the [PG admission page](/admission/pg-admission-2025) for the documents to bring.",
      category: "admission",
      pinned: false,
      publishAt: daysAgo(1),
    },
    {
      title: "MBBS first professional examination: time table",
      body: "The time table of the first professional MBBS university examination is published. Students must collect their admit cards from the examination cell.",
      category: "examination",
      pinned: false,
      publishAt: daysAgo(4),
    },
    {
      title: "Commencement of classes for the MBBS 2025 batch",
      body: "Classes for the new MBBS batch begin with the foundation course. Attendance is compulsory from the first day.",
      category: "academic",
      pinned: false,
      publishAt: daysAgo(8),
    },
    {
      title: "Walk-in interview for senior residents",
      body: "Walk-in interviews for senior resident posts in clinical departments. See the [careers page](/career) for details.",
      category: "recruitment",
      pinned: false,
      publishAt: daysAgo(12),
    },
    {
      title: "Tender for supply of hospital linen",
      body: "Sealed quotations are invited for the supply of hospital linen for one year. The last date of submission is given in the tender document.",
      category: "tender",
      pinned: false,
      publishAt: daysAgo(15),
    },
  ];
}
