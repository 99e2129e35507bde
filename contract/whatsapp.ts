/**
 * WhatsApp replies without a provider (issue 25, ADR 021): the back-office opens WhatsApp's click-to-chat
 * address on the staff member's own phone or computer. wa.me wants the number in international form as
 * digits only (91XXXXXXXXXX for an Indian mobile). Pure functions: the screen and the server use both.
 */

export type WhatsAppNumber = { ok: true; digits: string } | { ok: false; reason: string };

/** An Indian mobile number: ten digits, the first 6, 7, 8 or 9 (landlines and toll-free numbers are not on WhatsApp). */
const INDIAN_MOBILE = /^[6-9]\d{9}$/;
const INDIA = "91";

const refused = (reason: string): WhatsAppNumber => ({ ok: false, reason });

const indianMobile = (national: string): WhatsAppNumber =>
  INDIAN_MOBILE.test(national)
    ? { ok: true, digits: `${INDIA}${national}` }
    : refused(
        `${national} is not an Indian mobile number (10 digits starting with 6, 7, 8 or 9); a landline cannot receive WhatsApp messages`,
      );

/**
 * The number as wa.me wants it, or why it cannot be used. Written nationally ("98355 50101",
 * "09835550101", "919835550101") it is read as an Indian mobile and given India's +91; written
 * internationally ("+91 98355-50101", "0091 …") its country code is kept, so an NRI family's
 * "+971 50 123 4567" works too.
 */
export function whatsappNumber(phone: string): WhatsAppNumber {
  const written = phone.trim();
  if (!written) return refused("There is no phone number");
  if (/[^\d\s\-().+]/.test(written)) return refused("The phone number contains letters or other signs");
  const digits = written.replace(/\D/g, "");
  const compact = written.replace(/[\s\-().]/g, "");
  const international = compact.startsWith("+") || compact.startsWith("00");

  if (international) {
    const number = compact.startsWith("00") ? digits.slice(2) : digits;
    if (number.startsWith(INDIA)) return indianMobile(number.slice(INDIA.length));
    // E.164: a country code that does not start with 0, at most 15 digits in all.
    if (/^[1-9]\d{7,14}$/.test(number)) return { ok: true, digits: number };
    return refused("The number after the + is not a complete international number (8 to 15 digits)");
  }

  if (digits.length === 10) return indianMobile(digits);
  if (digits.length === 11 && digits.startsWith("0")) return indianMobile(digits.slice(1));
  if (digits.length === 12 && digits.startsWith(INDIA)) return indianMobile(digits.slice(2));
  return refused(
    `The number has ${digits.length} digits: an Indian mobile number has 10 (a number from another country needs + and its country code)`,
  );
}

/** The click-to-chat address that opens WhatsApp with the text ready to send. */
export const whatsappUrl = (digits: string, text: string) =>
  `https://wa.me/${digits}?text=${encodeURIComponent(text)}`;

/** "+91 98355 50101" for an Indian number, "+971501234567" otherwise. */
export const formatWhatsappNumber = (digits: string) =>
  digits.length === 12 && digits.startsWith(INDIA)
    ? `+91 ${digits.slice(2, 7)} ${digits.slice(7)}`
    : `+${digits}`;
