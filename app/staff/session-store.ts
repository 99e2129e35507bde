import type { User } from "../../contract/auth";

// The credential is the httpOnly session cookie (docs/decisions/005); only the display record of
// the signed-in user is kept here, for the profile block.
const USER_KEY = "staff-user";

export function readCachedUser(): User | null {
  try {
    const raw = localStorage.getItem(USER_KEY);
    return raw ? (JSON.parse(raw) as User) : null;
  } catch {
    return null;
  }
}

export function cacheUser(user: User) {
  try {
    localStorage.setItem(USER_KEY, JSON.stringify(user));
  } catch {
    // Storage full or disabled: the profile block falls back to the server's answer.
  }
}

/** Logout and ended sessions clear all local storage (admin spec §2). */
export function clearStaffSession() {
  try {
    localStorage.clear();
  } catch {
    // Nothing to clear.
  }
}

/**
 * What a screen hands the sign-in form in the history entry (React Router's location state), never in the
 * address: the e-mail of the person who just set their password (personal data stays out of URLs and logs).
 */
export interface SignInState {
  email?: string;
}
