import type { messagesOf } from "~/site/i18n/messages";

const rupees = new Intl.NumberFormat("en-IN", {
  style: "currency",
  currency: "INR",
  maximumFractionDigits: 0,
});

/**
 * A rate as a patient reads it: "₹1,50,000" (the Indian way in both languages), "Free", or, while the desk has
 * not confirmed one, where to ask; the words in the page's language.
 */
export const formatRate = (amount: number | null, t: ReturnType<typeof messagesOf>["t"]) =>
  amount === null
    ? t("patients.rates.askAtCounter")
    : amount === 0
      ? t("patients.rates.free")
      : rupees.format(amount);
