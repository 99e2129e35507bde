const rupees = new Intl.NumberFormat("en-IN", {
  style: "currency",
  currency: "INR",
  maximumFractionDigits: 0,
});

/** A rate as a patient reads it: "₹1,200", "Free", or, while the desk has not confirmed one, where to ask. */
export const formatRate = (amount: number | null) =>
  amount === null ? "Ask at the counter" : amount === 0 ? "Free" : rupees.format(amount);
