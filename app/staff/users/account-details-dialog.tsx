import { userUpdateInput, type Account } from "../../../contract/users";
import { FormDialog } from "../form-dialog";
import { useStaffForm } from "../use-staff-form";
import { NameEmailFields } from "./name-email-fields";
import { updateUser } from "./users-api";

type Field = "name" | "email";

/**
 * The administrator corrects a colleague's name and e-mail (the address they sign in with), checked with
 * the contract's schema before sending; the server's field errors (a taken address) show in the same place.
 */
export function AccountDetailsDialog({
  account,
  onClose,
  onSaved,
}: {
  account: Account;
  onClose: () => void;
  onSaved: () => void;
}) {
  const form = useStaffForm({ name: account.name, email: account.email });
  const { values, setValues, errors, busy, failure } = form;

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    // Only what changed is sent, so the audit trail records exactly that.
    const changed = Object.fromEntries(
      Object.entries(values).filter(([field, value]) => value.trim() !== account[field as Field]),
    );
    if (Object.keys(changed).length === 0) return onClose();
    const input = form.check(userUpdateInput, changed);
    if (!input) return;
    await form.save(
      () => updateUser(account._id, input),
      { success: `${input.name ?? account.name}'s details are saved`, failure: "Not saved" },
      onSaved,
    );
  };

  return (
    <FormDialog
      open
      onClose={onClose}
      title={`Correct the details of ${account.name}`}
      formId="account-details-form"
      submitLabel="Save details"
      busy={busy}
      failure={failure}
      onSubmit={submit}
    >
      <NameEmailFields values={values} errors={errors} onChange={setValues} />
      <p className="text-sm text-slate-700 sm:col-span-2">
        They sign in with the new e-mail from now on; the change is in the audit trail.
      </p>
    </FormDialog>
  );
}
