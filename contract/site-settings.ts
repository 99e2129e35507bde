import { z } from "zod";
import { labelledPhoneField, plainText, requiredText, successBody } from "./common";

/** The social networks the site has an icon for, in the order the header and footer show them. */
export const SOCIAL_NETWORKS = ["facebook", "instagram", "linkedin", "twitter", "youtube"] as const;
export type SocialNetwork = (typeof SOCIAL_NETWORKS)[number];
export const SOCIAL_NETWORK_LABELS: Record<SocialNetwork, string> = {
  facebook: "Facebook",
  instagram: "Instagram",
  linkedin: "LinkedIn",
  twitter: "X (Twitter)",
  youtube: "YouTube",
};

const labelledEmail = (label: string) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, { error: `${label} is required` })
    .max(254, { error: `${label} must be at most 254 characters` })
    .pipe(z.email({ error: `${label} must be a valid e-mail address` }))
    .transform((value) => value.toLowerCase());

/** A list of phone numbers named in its messages (`phoneDirectory.<list>` of PATCH /api/site-settings). */
export const phoneList = (label: string, minDigits?: number) =>
  z
    .array(labelledPhoneField(label, minDigits), { error: `${label} must be a list of phone numbers` })
    .min(1, { error: `${label}: give at least one phone number` })
    .max(6, { error: `${label}: at most 6 phone numbers` });

/** A social profile: an https address, or empty to leave the network out. */
const socialUrl = (label: string) =>
  z
    .string({ error: `${label} must be text` })
    .trim()
    .max(300, { error: `${label} must be at most 300 characters` })
    .refine((value) => value === "" || /^https:\/\/[a-z0-9.-]+\.[a-z]{2,}(\/[^\s]*)?$/i.test(value), {
      error: `${label} must be an https:// address`,
    });

/** "2025-26": an academic session, its second year the one after the first. */
const admissionSessionField = z
  .string({ error: "Admission session is required" })
  .trim()
  .regex(/^\d{4}-\d{2}$/, { error: "Admission session must look like 2025-26" })
  .refine((value) => (Number(value.slice(0, 4)) + 1) % 100 === Number(value.slice(5)), {
    error: "Admission session: the second year must follow the first, as in 2025-26",
  });

const siteSettingsFields = {
  phone: labelledPhoneField("Main phone"),
  /** The session the header's banner, the home page and the admission pages name (one place to change it). */
  admissionSession: admissionSessionField,
  /** When the offices answer: the contact page and the acknowledgement e-mails. */
  officeHours: requiredText("Office hours", 120),
  /**
   * The office hours in Hindi for the Hindi pages and e-mails (issue 24); empty (or null, or left out) for none:
   * they then show the English, marked `lang="en"`.
   */
  officeHoursHi: z.preprocess((value) => value ?? "", plainText("Office hours (Hindi)", 120)),
  emails: z.object({
    general: labelledEmail("General e-mail"),
    admissions: labelledEmail("Admissions e-mail"),
    hr: labelledEmail("Careers (HR) e-mail"),
    /** Whom visitors write to about their personal data (DPDP Rules 2025, Rule 9): on /privacy and each form's notice. */
    privacy: labelledEmail("Privacy (personal data) e-mail"),
  }),
  address: z.object({
    street: requiredText("Street", 160),
    locality: requiredText("Town or city", 80),
    region: requiredText("State", 80),
    postalCode: z
      .string({ error: "PIN code is required" })
      .trim()
      .regex(/^\d{6}$/, { error: "PIN code must be 6 digits" }),
  }),
  social: z.object({
    facebook: socialUrl("Facebook"),
    instagram: socialUrl("Instagram"),
    linkedin: socialUrl("LinkedIn"),
    twitter: socialUrl("X (Twitter)"),
    youtube: socialUrl("YouTube"),
  }),
};

/** The whole set of contact facts (PATCH merges its fields onto the stored ones, then checks this). */
export const siteSettingsInput = z.object(siteSettingsFields);
export type SiteSettingsValues = z.output<typeof siteSettingsInput>;

/**
 * PATCH /api/site-settings: the groups sent replace the stored ones. `phoneDirectory` replaces the numbers of
 * each phone list it names (by its key in camelCase, as GET answers them; the lists themselves are the
 * phone-lists collection, where lists are added): each checked with the list's name in its messages.
 */
export const siteSettingsPatchInput = z
  .object({
    ...siteSettingsFields,
    phoneDirectory: z.record(z.string(), z.array(z.unknown()), {
      error: "phoneDirectory must map each phone list's key to its numbers",
    }),
  })
  .partial();
export type SiteSettingsPatch = z.input<typeof siteSettingsPatchInput>;

/**
 * The contact facts a new installation starts with: the college's, as the site showed them before they
 * became editable (names and numbers are fictional placeholders until the college supplies its own).
 */
export const DEFAULT_SITE_SETTINGS: SiteSettingsValues = {
  phone: "+91 612 555 0142",
  admissionSession: "2025-26",
  officeHours: "Monday to Saturday, 9:00 am to 5:00 pm",
  officeHoursHi: "सोमवार से शनिवार, सुबह 9:00 से शाम 5:00 बजे तक",
  emails: {
    general: "info@gvims.example.in",
    admissions: "admissions@gvims.example.in",
    hr: "careers@gvims.example.in",
    privacy: "privacy@gvims.example.in",
  },
  address: { street: "NH-83, Kanti Road, Punpun", locality: "Patna", region: "Bihar", postalCode: "804453" },
  social: {
    facebook: "https://www.facebook.com/gvims.example",
    instagram: "https://www.instagram.com/gvims.example",
    linkedin: "https://www.linkedin.com/school/gvims-example",
    twitter: "https://twitter.com/gvims_example",
    youtube: "https://www.youtube.com/@gvims-example",
  },
};

/** "NH-83, Kanti Road, Punpun, Patna, Bihar 804453": the address on one line, for footers and cards. */
export function addressLineOf(address: SiteSettingsValues["address"]): string {
  return `${address.street}, ${address.locality}, ${address.region} ${address.postalCode}`;
}

/** The social profiles to show, in the site's order, without the empty ones. */
export function socialProfilesOf(social: SiteSettingsValues["social"]) {
  return SOCIAL_NETWORKS.filter((network) => social[network]).map((network) => ({
    network,
    label: SOCIAL_NETWORK_LABELS[network],
    url: social[network],
  }));
}

export const phoneListSchema = z.object({
  key: z.string(),
  /** In the page's language where read for a page (issue 24): the Hindi name, else the English in `fallbacks`. */
  name: z.string(),
  numbers: z.array(z.string()),
  onContactPage: z.boolean(),
  fallbacks: z.array(z.string()).optional(),
});
export type PhoneList = z.infer<typeof phoneListSchema>;

/** A list's numbers by its key (`emergency`), none when no published list has it. */
export const phoneNumbersOf = (lists: readonly PhoneList[], key: string): string[] =>
  lists.find((list) => list.key === key)?.numbers ?? [];

export const siteSettingsSchema = z.object({
  _id: z.string(),
  phone: z.string(),
  admissionSession: z.string(),
  officeHours: z.string(),
  /** Empty when the Hindi pages show the English office hours. */
  officeHoursHi: z.string(),
  emails: z.object({ general: z.string(), admissions: z.string(), hr: z.string(), privacy: z.string() }),
  /** The published phone lists' numbers by key in camelCase (`hospitalReception`): derived from phoneLists. */
  phoneDirectory: z.record(z.string(), z.array(z.string())),
  /** The published phone lists (the phone-lists collection), in their order. */
  phoneLists: z.array(phoneListSchema),
  address: z.object({ street: z.string(), locality: z.string(), region: z.string(), postalCode: z.string() }),
  /** Derived from address. */
  addressLine: z.string(),
  social: z.object({
    facebook: z.string(),
    instagram: z.string(),
    linkedin: z.string(),
    twitter: z.string(),
    youtube: z.string(),
  }),
  updatedAt: z.string(),
});
export type SiteSettings = z.infer<typeof siteSettingsSchema>;
export const siteSettingsResponse = successBody(siteSettingsSchema);
