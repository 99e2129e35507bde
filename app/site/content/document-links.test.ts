import { describe, expect, it } from "vitest";
import { forAdmissionPage, forFeePage, withCommitteeDocuments } from "./document-links";

const link = (title: string, id: string, date = "2025-04-01") => ({
  _id: id,
  title,
  date,
  url: `/documents/file/${id}.pdf`,
});

describe("documents on their pages", () => {
  it("gives each committee the newest document whose title starts with its name", () => {
    const committees = [
      { title: "Ethics Committee", remit: "Ethics." },
      { title: "Anti Ragging Committee", remit: "Ragging." },
      { title: "College Council", remit: "Council." },
    ];
    // Oldest first, as the documents service lists a category.
    const documents = [
      link("Anti Ragging Committee", "a1"),
      link("anti-ragging committee 2025-26", "a2", "2025-06-01"),
      link("Ethics Committee Members", "e1"),
      link("Ethics Committees of other colleges", "x1"),
      link("Council of the college", "x2"),
    ];
    expect(withCommitteeDocuments(committees, documents).map((c) => [c.title, c.pdf])).toEqual([
      ["Ethics Committee", "/documents/file/e1.pdf"],
      ["Anti Ragging Committee", "/documents/file/a2.pdf"],
      ["College Council", undefined],
    ]);
  });

  it("splits fee notices by course: PG ones on the PG page, MBBS or UG ones on the UG page, the rest on both", () => {
    const notices = [
      "MBBS Fee Structure 2025",
      "PG (MD/MS) Fee Structure 2025",
      "UG hostel fee",
      "Fee deadline",
    ].map((title) => ({ title, href: `/${title}` }));
    expect(forFeePage(notices, "ug").map((d) => d.title)).toEqual([
      "MBBS Fee Structure 2025",
      "UG hostel fee",
      "Fee deadline",
    ]);
    expect(forFeePage(notices, "pg").map((d) => d.title)).toEqual([
      "PG (MD/MS) Fee Structure 2025",
      "Fee deadline",
    ]);
  });

  it("splits admission documents by course as the fee notices, leaving out the course word the page already names", () => {
    const documents = [
      "UG Fee Structure 2025",
      "PG Fee Structure 2025",
      "MBBS Seat Matrix",
      "Medical Certificate",
    ].map((title) => ({ title, href: `/${title}` }));
    expect(forAdmissionPage(documents, "ug")).toEqual([
      { title: "Fee Structure 2025", href: "/UG Fee Structure 2025" },
      { title: "Seat Matrix", href: "/MBBS Seat Matrix" },
      { title: "Medical Certificate", href: "/Medical Certificate" },
    ]);
    expect(forAdmissionPage(documents, "pg").map((d) => d.title)).toEqual([
      "Fee Structure 2025",
      "Medical Certificate",
    ]);
  });

  it("on a Hindi page places documents and committees by their English titles and names, showing the Hindi ones", () => {
    const notices = [
      { title: "MBBS शुल्क संरचना", englishTitle: "MBBS Fee Structure 2025", href: "/a" },
      { title: "PG शुल्क संरचना", englishTitle: "PG Fee Structure 2025", href: "/b" },
      { title: "शुल्क की अंतिम तिथि", englishTitle: "Fee deadline", href: "/c" },
    ];
    expect(forFeePage(notices, "ug").map((d) => d.title)).toEqual(["MBBS शुल्क संरचना", "शुल्क की अंतिम तिथि"]);
    expect(forFeePage(notices, "pg").map((d) => d.title)).toEqual(["PG शुल्क संरचना", "शुल्क की अंतिम तिथि"]);
    expect(forAdmissionPage(notices, "ug").map((d) => d.title)).toEqual(["शुल्क संरचना", "शुल्क की अंतिम तिथि"]);

    const committees = [
      { title: "रैगिंग विरोधी समिति", englishTitle: "Anti Ragging Committee", remit: "रैगिंग।" },
    ];
    const documents = [
      { ...link("रैगिंग विरोधी समिति 2025-26", "a1"), englishTitle: "Anti Ragging Committee 2025-26" },
    ];
    expect(withCommitteeDocuments(committees, documents)[0]).toMatchObject({
      title: "रैगिंग विरोधी समिति",
      pdf: "/documents/file/a1.pdf",
    });
  });
});
