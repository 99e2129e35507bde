import { ROLE_LABELS, type Role } from "../../../contract/permissions";
import type { Account } from "../../../contract/users";
import { ConfirmDialog } from "../confirm-dialog";

export type RoleChange = { account: Account; role: Role };

/** A role chosen in a row's list, waiting for the administrator's confirmation: who, from what, to what. */
export function RoleChangeDialog({
  change,
  busy,
  onClose,
  onConfirm,
}: {
  change: RoleChange | null;
  busy: boolean;
  onClose: () => void;
  onConfirm: (change: RoleChange) => Promise<void>;
}) {
  return (
    <ConfirmDialog
      open={change !== null}
      title={change ? `Make ${change.account.name} ${ROLE_LABELS[change.role]}?` : "Change the role?"}
      confirmLabel={change ? `Make ${ROLE_LABELS[change.role]}` : "Change the role"}
      busy={busy}
      onClose={onClose}
      onConfirm={async () => {
        if (change) await onConfirm(change);
      }}
    >
      {change ? (
        <>
          <p>
            {change.account.name} ({change.account.email}) is now{" "}
            {ROLE_LABELS[change.account.role as Role] ?? change.account.role}. From their next step in the
            back-office they see and do only what the role {ROLE_LABELS[change.role]} allows.
          </p>
          {change.role === "admin" ? (
            <p className="mt-2 font-semibold">
              An administrator manages every account, the settings and the audit trail.
            </p>
          ) : null}
        </>
      ) : null}
    </ConfirmDialog>
  );
}
