import { useState } from "react";
import toast from "react-hot-toast";
import type { Role } from "../../../contract/permissions";
import type { Account } from "../../../contract/users";
import { ApiError } from "../api-client";
import { reinviteUser, updateUser } from "./users-api";

/** The users list's one-click changes: a role or (de)activation, and resending an invitation; toasts each. */
export function useAccountChanges(reload: () => void) {
  const [busy, setBusy] = useState(false);

  /** Resolves to whether the change was made; the list reloads either way (it may have changed meanwhile). */
  const change = async (account: Account, input: { role?: Role; active?: boolean }, success: string) => {
    setBusy(true);
    try {
      await updateUser(account._id, input);
      toast.success(success);
      return true;
    } catch (caught) {
      toast.error(caught instanceof ApiError ? caught.message : "The account could not be updated");
      return false;
    } finally {
      reload();
      setBusy(false);
    }
  };

  const resend = async (account: Account) => {
    try {
      await reinviteUser(account._id);
      toast.success(`A new invitation was sent to ${account.email}`);
    } catch (caught) {
      toast.error(caught instanceof ApiError ? caught.message : "The invitation could not be sent");
    }
  };

  return { busy, change, resend };
}
