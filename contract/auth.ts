import { z } from "zod";
import { controlCharactersMessage, emailField, hasControlCharacters, successBody } from "./common";
import { ROLES } from "./permissions";

const noControlCharacters = (label: string) => ({
  check: (value: string) => !hasControlCharacters(value),
  error: controlCharactersMessage(label),
});
const passwordText = noControlCharacters("Password");

/** At least 10 characters (ASVS asks at least 8) and up to 200 (it asks to allow at least 64). */
export const passwordRules = z
  .string({ error: "Password is required" })
  .min(10, { error: "Password must be at least 10 characters" })
  .max(200, { error: "Password must be at most 200 characters" })
  .refine(passwordText.check, { error: passwordText.error });

const loginEmail = noControlCharacters("Email");
export const loginInput = z.object({
  email: z
    .string({ error: "Email is required" })
    .trim()
    .min(1, { error: "Email is required" })
    .max(254)
    .refine(loginEmail.check, { error: loginEmail.error }),
  password: z
    .string({ error: "Password is required" })
    .min(1, { error: "Password is required" })
    .max(200)
    .refine(passwordText.check, { error: passwordText.error }),
  remember: z.boolean().optional().default(false),
});
export type LoginInput = z.input<typeof loginInput>;

export const userSchema = z.object({
  _id: z.string(),
  name: z.string(),
  email: z.string(),
  profile_image: z.string().nullable(),
  role: z.enum(ROLES),
  createdAt: z.string().optional(),
});
export type User = z.infer<typeof userSchema>;

export const loginResponse = successBody(z.object({ User: userSchema, token: z.string() }));
export type LoginResponse = z.infer<typeof loginResponse>;

export const forgotPasswordInput = z.object({ email: emailField });
export const FORGOT_PASSWORD_MESSAGE =
  "If an account exists for that address, a password reset link has been sent to it.";

export const resetPasswordInput = z.object({ password: passwordRules });

export const changePasswordInput = z.object({
  currentPassword: z
    .string({ error: "Current password is required" })
    .min(1, { error: "Current password is required" })
    .max(200, { error: "Current password must be at most 200 characters" }),
  newPassword: passwordRules,
});

export const userResponse = successBody(userSchema);

export { INVALID_TOKEN_MESSAGE } from "./session-messages";
