import { useEffect, useState } from "react";
import { useFormSave } from "../form-dialog";

type ChangeEvent = React.ChangeEvent<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>;

/**
 * The state of a content kind's add/edit dialog: its values, filled from the record (or empty) each time the
 * dialog opens, with the messages of an earlier opening cleared; `set(field)` and `bind(field)` tie a text
 * control to a value; the save, errors and failure line of `useFormSave`.
 * `valuesOf` must be stable (a module-level function): it runs when the dialog opens.
 */
export function useRecordForm<Record, Values extends object, Field extends string>(
  open: boolean,
  record: Record | null,
  valuesOf: (record: Record | null) => Values,
) {
  const [values, setValues] = useState<Values>(() => valuesOf(null));
  const form = useFormSave<Field>();
  const { reset } = form;

  useEffect(() => {
    if (!open) return;
    setValues(valuesOf(record));
    reset();
  }, [open, record, valuesOf, reset]);

  const set = (field: keyof Values & string) => (event: ChangeEvent) =>
    setValues((current) => ({ ...current, [field]: event.target.value }));
  const bind = (field: keyof Values & string) => ({
    name: field,
    value: String(values[field] ?? ""),
    onChange: set(field),
  });

  return { ...form, values, setValues, set, bind };
}
