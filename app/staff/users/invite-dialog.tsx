import { ROLE_LABELS, ROLES, type Role } from "../../../contract/permissions";
import { userCreateInput } from "../../../contract/users";
import { FormField } from "../../ui/form-field";
import { controlClass } from "../control-class";
import { FormDialog } from "../form-dialog";
import { useStaffForm } from "../use-staff-form";
import { NameEmailFields } from "./name-email-fields";
import { inviteUser } from "./users-api";

/** Invite a colleague: name, e-mail and role, checked with `contract/users.ts` before sending. */
export function InviteDialog({ onClose, onSaved }: { onClose: () => void; onSaved: () => void }) {
  const form = useStaffForm({ name: "", email: "", role: "admissions" as Role });
  const { values: invite, setValues: setInvite, errors, busy, failure } = form;

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const input = form.check(userCreateInput);
    if (!input) return;
    await form.save(
      () => inviteUser(input),
      {
        success: (answer) => (answer.invitationSent ? `Invitation sent to ${input.email}` : answer.message),
        failure: "The invitation could not be sent",
      },
      onSaved,
    );
  };

  return (
    <FormDialog
      open
      onClose={onClose}
      title="Invite a user"
      formId="invite-user-form"
      submitLabel="Send invitation"
      busy={busy}
      failure={failure}
      onSubmit={submit}
    >
      <NameEmailFields values={invite} errors={errors} onChange={setInvite} />
      <FormField label="Role" required error={errors.role} className="sm:col-span-2">
        {(control) => (
          <select
            {...control}
            name="role"
            value={invite.role}
            onChange={(event) => setInvite({ ...invite, role: event.target.value as Role })}
            className={controlClass}
          >
            {ROLES.map((role) => (
              <option key={role} value={role}>
                {ROLE_LABELS[role]}
              </option>
            ))}
          </select>
        )}
      </FormField>
      <p className="text-sm text-slate-700 sm:col-span-2">
        They receive an e-mail with a link to choose their password. The link works once, for 72 hours.
      </p>
    </FormDialog>
  );
}
