/**
 * Who may do what: the one role → permission table that the server's route guards, the back-office
 * navigation and the permission-matrix test all read.
 */
export const ROLES = ["admin", "admissions", "faculty-records", "editor"] as const;
export type Role = (typeof ROLES)[number];

export const ROLE_LABELS: Record<Role, string> = {
  admin: "Administrator",
  admissions: "Admissions office",
  "faculty-records": "Faculty records",
  editor: "Web editor",
};

export const PERMISSIONS = [
  "faculty:read",
  "faculty:write",
  "enquiries:read",
  "enquiries:write",
  "enquiries:export",
  "messages:read",
  "messages:write",
  "messages:read-careers",
  "users:manage",
  "audit:read",
  "settings:manage",
  "content:write",
  "nmc:publish",
  "mail:manage",
] as const;
export type Permission = (typeof PERMISSIONS)[number];

export const ROLE_PERMISSIONS: Record<Role, readonly Permission[]> = {
  admin: PERMISSIONS,
  admissions: ["enquiries:read", "enquiries:write", "enquiries:export", "messages:read", "messages:write"],
  "faculty-records": ["faculty:read", "faculty:write", "messages:read-careers", "nmc:publish"],
  editor: ["content:write", "faculty:read"],
};

export const FORBIDDEN_MESSAGE = "Forbidden: your role does not allow this";

export const isRole = (value: unknown): value is Role => ROLES.includes(value as Role);

/** Whether a role may use a permission; an unknown role may use nothing. */
export function can(role: string | null | undefined, permission: Permission): boolean {
  return isRole(role) && ROLE_PERMISSIONS[role].includes(permission);
}
