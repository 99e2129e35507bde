import { z } from "zod";
import { successBody } from "./common";

/** A 6-digit authenticator code, or a recovery code (xxxxx-xxxxx); spaces are ignored. */
export const codeField = z
  .string({ error: "Enter the code from your authenticator app" })
  .transform((value) => value.replace(/\s+/g, ""))
  .pipe(
    z
      .string()
      .min(6, { error: "Enter the code from your authenticator app" })
      .max(20, { error: "That code is too long" }),
  );

export const twoFactorStatusSchema = z.object({
  enabled: z.boolean(),
  /** The administrator requires it of every staff account. */
  required: z.boolean(),
  /** Required and not on: the user can do nothing else until they enrol. */
  mustEnroll: z.boolean(),
});
export type TwoFactorStatus = z.infer<typeof twoFactorStatusSchema>;
export const twoFactorStatusResponse = successBody(twoFactorStatusSchema);

export const twoFactorSetupResponse = successBody(
  z.object({
    /** The base32 key to type into an authenticator app. */
    secret: z.string(),
    otpauthUrl: z.string(),
    /** The otpauth URL as a QR image (data: URL, SVG). */
    qrCode: z.string(),
  }),
);

export const twoFactorEnableInput = z.object({ code: codeField });
export const twoFactorEnableResponse = successBody(z.object({ recoveryCodes: z.array(z.string()) }));

export const twoFactorDisableInput = z.object({
  password: z.string({ error: "Password is required" }).min(1, { error: "Password is required" }).max(200),
  code: codeField,
});

/** The first step of a sign-in with 2FA on: no session yet, a ticket for the second step. */
export const mfaRequiredResponse = successBody(
  z.object({ mfaRequired: z.literal(true), ticket: z.string() }),
);

export const loginTwoFactorInput = z.object({
  ticket: z.string({ error: "The sign-in has expired; start again" }).min(1).max(200),
  code: codeField,
});

export const securitySettingsSchema = z.object({
  requireTwoFactor: z.boolean(),
  /**
   * For an administrator (settings:manage) only: the active accounts without two-factor sign-in, whom
   * requiring it would stop until they enrol, and whether the caller has it on (they must, to require it).
   */
  withoutTwoFactor: z.array(z.object({ _id: z.string(), name: z.string(), email: z.string() })).optional(),
  callerEnrolled: z.boolean().optional(),
});
export type SecuritySettings = z.infer<typeof securitySettingsSchema>;
export const securitySettingsInput = z.object({
  requireTwoFactor: z.boolean({ error: "requireTwoFactor must be true or false" }),
});
export const securitySettingsResponse = successBody(securitySettingsSchema);

/** Turning 2FA off with a wrong password or a wrong code: one answer, so it tells nothing about either. */
export const DISABLE_REFUSED_MESSAGE = "The password or the code is not correct";

export const ENROL_BEFORE_REQUIRING_MESSAGE =
  "Set up two-factor sign-in for yourself first (above): once it is required, you could do nothing else until you had.";
export const TWO_FACTOR_REQUIRED_MESSAGE =
  "Two-factor sign-in is required for staff accounts: set it up in Settings before continuing.";
export const INVALID_CODE_MESSAGE = "That code is not valid. Check your authenticator app and try again.";
export const TICKET_EXPIRED_MESSAGE = "This sign-in has expired. Please sign in again.";
