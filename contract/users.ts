import { z } from "zod";
import { passwordRules } from "./auth";
import { emailField, limitField, pageField, requiredText, successBody } from "./common";
import { ROLES } from "./permissions";

const roleField = z.enum(ROLES, { error: `Role must be one of: ${ROLES.join(", ")}` });

/** An account as the users screen sees it (never a secret). */
export const accountSchema = z.object({
  _id: z.string(),
  name: z.string(),
  email: z.string(),
  role: z.string(),
  active: z.boolean(),
  /** False until the invitation is accepted (no password chosen yet). */
  invitationPending: z.boolean(),
  twoFactorEnabled: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Account = z.infer<typeof accountSchema>;

export const userListQuery = z.object({
  page: pageField,
  limit: limitField(10, 100),
  /** Name or e-mail contains. */
  search: z.string().trim().max(100).optional(),
});
export type UserListQuery = z.input<typeof userListQuery>;

/** The same pagination shape as the enquiries list. */
export const userPaginationSchema = z.object({
  currentPage: z.number().int(),
  totalPages: z.number().int(),
  limit: z.number().int(),
  totalUsers: z.number().int(),
  hasNextPage: z.boolean(),
  hasPrevPage: z.boolean(),
});

export const userListResponse = z.object({
  success: z.literal(true),
  data: z.array(accountSchema),
  pagination: userPaginationSchema,
});
export type UserListResponse = z.infer<typeof userListResponse>;

export const userCreateInput = z.object({
  name: requiredText("Name", 120),
  email: emailField,
  role: roleField,
});
export type UserCreateInput = z.input<typeof userCreateInput>;

export const userUpdateInput = z
  .object({
    name: requiredText("Name", 120).optional(),
    /** The administrator corrects a colleague's e-mail (their sign-in name); unique like at invitation. */
    email: emailField.optional(),
    role: roleField.optional(),
    active: z.boolean({ error: "active must be true or false" }).optional(),
  })
  .strict()
  .refine((value) => Object.keys(value).length > 0, { error: "Nothing to change" });
export type UserUpdateInput = z.input<typeof userUpdateInput>;

export const accountResponse = successBody(accountSchema);

export const acceptInvitationInput = z.object({
  token: z.string({ error: "The invitation link is incomplete" }).min(1, {
    error: "The invitation link is incomplete",
  }),
  password: passwordRules,
});

export const invitationAcceptedResponse = z.object({
  success: z.literal(true),
  message: z.string(),
  data: z.object({ email: z.string() }),
});

export const INVITATION_INVALID_MESSAGE =
  "This invitation link is invalid, already used or expired. Ask an administrator for a new one.";
export const LAST_ADMIN_MESSAGE =
  "This is the last active administrator: make another account an administrator first.";
export const EMAIL_TAKEN_MESSAGE = "An account with this e-mail already exists";
export const SELF_DEACTIVATE_MESSAGE =
  "You cannot deactivate your own account: another administrator can, if it must be.";
export const ACCOUNT_MADE_INVITATION_NOT_SENT_MESSAGE =
  "The account was made, but the invitation e-mail could not be sent. Use “Resend invitation” once e-mail works again.";
export const INVITATION_NOT_SENT_MESSAGE =
  "The invitation e-mail could not be sent. Please try again in a few minutes.";

/** One signed-in device of a user. */
export const sessionSchema = z.object({
  _id: z.string(),
  /** "Chrome on Windows", read from the User-Agent. */
  device: z.string(),
  ip: z.string().nullable(),
  createdAt: z.string(),
  lastSeenAt: z.string(),
  /** The session making this call. */
  current: z.boolean(),
});
export type SessionInfo = z.infer<typeof sessionSchema>;

export const sessionListResponse = successBody(z.array(sessionSchema));
