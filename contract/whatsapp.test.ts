import { describe, expect, it } from "vitest";
import { formatWhatsappNumber, whatsappNumber, whatsappUrl } from "./whatsapp";

describe("whatsappNumber: the number wa.me takes (digits, with the country code)", () => {
  it.each([
    ["9835550101", "919835550101"],
    ["98355 50101", "919835550101"],
    ["98355-50101", "919835550101"],
    ["09835550101", "919835550101"],
    ["919835550101", "919835550101"],
    ["+91 98355-50101", "919835550101"],
    ["+91 (98355) 50101", "919835550101"],
    ["+919835550101", "919835550101"],
    ["0091 98355 50101", "919835550101"],
    ["  6200012345 ", "916200012345"],
    // An NRI family abroad: the country code written is kept.
    ["+971 50 123 4567", "971501234567"],
    ["+1 (415) 555-0100", "14155550100"],
    ["00 44 7700 900123", "447700900123"],
  ])("%s → %s", (phone, digits) => {
    expect(whatsappNumber(phone)).toEqual({ ok: true, digits });
  });

  it.each([
    ["", /no phone number/],
    ["011 2345 6789", /not an Indian mobile number/], // a Delhi landline
    ["5835550101", /not an Indian mobile number/],
    ["+91 0612 223456", /not an Indian mobile number/],
    ["+91 98355 5010", /not an Indian mobile number/],
    ["98355 5010", /has 9 digits/],
    ["1800 180 1234", /has 11 digits/],
    ["+0 123 456 789", /not a complete international number/],
    ["+44 12", /not a complete international number/],
    ["98355 ext 50101", /letters/],
  ])("refuses %j with the reason", (phone, reason) => {
    const result = whatsappNumber(phone);
    expect(result.ok).toBe(false);
    expect(result.ok ? "" : result.reason).toMatch(reason);
  });

  it("builds the click-to-chat address with the text encoded (spaces, line breaks, & and ?)", () => {
    expect(whatsappUrl("919835550101", "Fees & dates?\nCall 0612-2234567")).toBe(
      "https://wa.me/919835550101?text=Fees%20%26%20dates%3F%0ACall%200612-2234567",
    );
  });

  it("shows an Indian number as +91 XXXXX XXXXX, another as + and its digits", () => {
    expect(formatWhatsappNumber("919835550101")).toBe("+91 98355 50101");
    expect(formatWhatsappNumber("971501234567")).toBe("+971501234567");
  });
});
