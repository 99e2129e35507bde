import { z } from "zod";
import { LANGUAGES, type Language } from "./language";

/** Rules shared by the public forms' two doors: the REST endpoints and the pages' no-JavaScript posts. */

/** Largest body a public form may send. */
export const PUBLIC_FORM_MAX_BYTES = 32 * 1024;

/** A filled honeypot field marks a bot: answer as if accepted, store nothing. */
export const isBot = (input: { website?: string }) => Boolean(input.website?.trim());

/**
 * The site's language a public form was sent from (issue 24): optional, English unless a Hindi page says
 * "hi". The record keeps it, and its acknowledgement e-mail is written in it.
 */
export const formLanguageField = z.enum(LANGUAGES, { error: 'language must be "en" or "hi"' }).default("en");

/** A form's language as staff read it beside the record. */
export const FORM_LANGUAGE_LABELS: Record<Language, string> = { en: "English", hi: "Hindi" };

/** A stored form's language (a text column) as the API answers it: "hi", else English. */
export const storedFormLanguage = (value: string): Language => (value === "hi" ? "hi" : "en");
