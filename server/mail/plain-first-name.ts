/** Web addresses, with or without a scheme, and anything that looks like a domain or an e-mail address. */
const LINK = /\b(?:[a-z][a-z0-9+.-]*:\/\/|www\.)\S*|\S*@\S*|\S+\.[a-z]{2,}\S*/giu;
/** Titles left out of a greeting: "Dr. Asha Rani" is greeted as Asha. */
const TITLES = new Set(["dr", "mr", "mrs", "ms", "miss", "shri", "smt", "sri", "prof", "km", "kumari"]);
/** A first name: letters (with their accents), an inner apostrophe or hyphen, at most 30 characters. */
const NAME = /^\p{L}[\p{L}\p{M}]*(?:['’-]\p{L}[\p{L}\p{M}]*)*$/u;

/**
 * The part of a name a visitor typed that may go into an e-mail to an address nobody has verified: the
 * first word that is a plain name (letters only) once links and URLs are removed, or null. Anyone can
 * type anyone's address into a public form, so nothing else they wrote (the rest of the name, a subject,
 * a message) is echoed to it.
 */
export function plainFirstName(name: string): string | null {
  const words = name
    .normalize("NFC")
    .replace(LINK, " ")
    .split(/[\s,;:]+/u)
    .map((word) => word.replace(/\.+$/u, ""))
    .filter(Boolean);
  const first = words.find((word) => !TITLES.has(word.toLowerCase()));
  return first && first.length <= 30 && NAME.test(first) ? first : null;
}

/** "Dear Riya," — or a greeting without a name when the visitor's name offers no plain first name. */
export const greetingFor = (name: string, fallback: string) => `Dear ${plainFirstName(name) ?? fallback},`;

/** The same in Hindi: "प्रिय रिया जी," (the respectful जी after a name), else "प्रिय <fallback>,". */
export const hindiGreetingFor = (name: string, fallback: string) => {
  const first = plainFirstName(name);
  return first ? `प्रिय ${first} जी,` : `प्रिय ${fallback},`;
};
