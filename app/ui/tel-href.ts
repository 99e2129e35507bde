/** A `tel:` address from a displayed phone number ("+91 612 555 0142" → "tel:+916125550142"). */
export const telHref = (phone: string) => `tel:${phone.replace(/[^+\d]/g, "")}`;
