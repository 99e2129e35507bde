import { describe, expect, it } from "vitest";
import { fillTemplate, messageTemplateInput, unknownPlaceholders } from "./message-templates";

const values = {
  name: "Priya Kumari",
  course: "MBBS",
  reference: "ENQ-000123",
  officePhone: "+91 612 2234567",
  documents: [
    { title: "Fee sheet 2026-27", url: "https://college.example/documents/file/a.pdf" },
    { title: "Document checklist", url: "https://college.example/documents/file/b.pdf" },
  ],
};

describe("fillTemplate", () => {
  it("replaces every placeholder, each time it stands", () => {
    expect(
      fillTemplate(
        "Dear {name}, thank you for asking about {course} ({reference}). Call {officePhone}. {name}, the fees:\n{documents}\nRegards",
        values,
      ),
    ).toBe(
      "Dear Priya Kumari, thank you for asking about MBBS (ENQ-000123). Call +91 612 2234567. Priya Kumari, the fees:\n" +
        "Fee sheet 2026-27: https://college.example/documents/file/a.pdf\n" +
        "Document checklist: https://college.example/documents/file/b.pdf\nRegards",
    );
  });

  it("puts the documents' links after the text when {documents} does not place them", () => {
    expect(
      fillTemplate("Dear {name}, the fee sheet:  ", { ...values, documents: values.documents.slice(0, 1) }),
    ).toBe(
      "Dear Priya Kumari, the fee sheet:\n\nFee sheet 2026-27: https://college.example/documents/file/a.pdf",
    );
    expect(fillTemplate("Dear {name}.", { ...values, documents: [] })).toBe("Dear Priya Kumari.");
  });

  it("does not read placeholders inside the values (a name with braces stays as typed)", () => {
    expect(fillTemplate("Hello {name}", { ...values, name: "{reference}", documents: [] })).toBe(
      "Hello {reference}",
    );
  });
});

describe("template input", () => {
  it("lists the braces that are not placeholders", () => {
    expect(unknownPlaceholders("Dear {name}, {fees} and {Name} and {fees} and { name }")).toEqual([
      "{fees}",
      "{Name}",
      "{ name }",
    ]);
  });

  it("refuses an unknown placeholder, naming body and the placeholders there are", () => {
    const result = messageTemplateInput.safeParse({ name: "Fees", body: "Dear {name}, fees: {feeSheet}" });
    expect(result.success).toBe(false);
    expect(result.error!.issues).toEqual([
      expect.objectContaining({
        path: ["body"],
        message:
          "{feeSheet} is not a placeholder: use {name}, {course}, {reference}, {officePhone}, {documents}",
      }),
    ]);
  });

  it("takes at most five documents, each once", () => {
    const id = "0b9e3c2a-6a77-4a1e-9d4b-1f1f1f1f1f1f";
    const twice = messageTemplateInput.safeParse({ name: "A", body: "B", documentIds: [id, id] });
    expect(twice.error!.issues[0]!.path).toEqual(["documentIds"]);
    expect(messageTemplateInput.parse({ name: "A", body: "B" }).documentIds).toEqual([]);
  });
});
