import { useState } from "react";
import toast from "react-hot-toast";
import { useActionData } from "react-router";
import type { FieldError } from "../../../contract/common";
import {
  CONNECTION_PROBLEM,
  errorsByField,
  FILL_ALL_FIELDS,
  SERVER_PROBLEM,
  type FormOutcome,
} from "./form-outcome";

interface PublicFormOptions<F extends string> {
  fields: readonly F[];
  /** Fields that must not be empty; otherwise "Please fill all the fields" and nothing is sent. */
  required: readonly F[];
  /** The REST endpoint that takes the same input as the page's action. */
  endpoint: string;
  /** Turns the form's values into the endpoint's JSON body (default: as they are). */
  toBody?: (values: Record<F, string>) => Record<string, string>;
  mapErrors?: (errors: FieldError[]) => FieldError[];
  /** Toast when the server's answer names no message. */
  successFallback: string;
  /** Starting values (e.g. a position picked from a link). */
  initialValues?: Partial<Record<F, string>>;
}

const emptyValues = <F extends string>(fields: readonly F[]) =>
  Object.fromEntries(fields.map((field) => [field, ""])) as Record<F, string>;

/**
 * State and submission of a public form. With JavaScript the form is sent as JSON to its REST endpoint;
 * without it, the browser posts it to the page's action, whose answer (useActionData) starts this state
 * in the same shape, so both doors end in the same display: toast, field errors, alert, dialog.
 */
export function usePublicForm<F extends string>(options: PublicFormOptions<F>) {
  const { fields } = options;
  const posted = useActionData() as FormOutcome<F> | undefined;
  const [values, setValues] = useState<Record<F, string>>(() => ({
    ...emptyValues(fields),
    ...options.initialValues,
    ...(posted && !posted.success ? posted.values : {}),
  }));
  const [errors, setErrors] = useState(() => (posted && !posted.success ? errorsByField(posted.errors) : {}));
  const [alert, setAlert] = useState(posted && !posted.success ? posted.message : undefined);
  const [dialogOpen, setDialogOpen] = useState(posted?.success === true);
  const [sending, setSending] = useState(false);

  const setValue = (field: F, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    if (errors[field]) setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const showFailure = (message: string, fieldErrors?: FieldError[]) => {
    const mapped = fieldErrors && options.mapErrors ? options.mapErrors(fieldErrors) : fieldErrors;
    setErrors(errorsByField(mapped));
    setAlert(message);
    toast.error(message);
  };

  async function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending) return;
    const form = event.currentTarget;
    const empty = options.required.filter((field) => !values[field].trim());
    if (empty.length > 0) {
      setErrors(Object.fromEntries(empty.map((field) => [field, "This field is required"])));
      setAlert(undefined);
      toast.error(FILL_ALL_FIELDS);
      (form.elements.namedItem(empty[0]!) as HTMLElement | null)?.focus();
      return;
    }
    const website = new FormData(form).get("website");
    const body = {
      ...(options.toBody ? options.toBody(values) : values),
      ...(typeof website === "string" && website ? { website } : {}),
    };
    setSending(true);
    setAlert(undefined);
    try {
      const response = await fetch(options.endpoint, {
        method: "POST",
        headers: { "Content-Type": "application/json", Accept: "application/json" },
        body: JSON.stringify(body),
        credentials: "omit",
      });
      const answer = (await response.json().catch(() => undefined)) as
        { message?: string; errors?: FieldError[] } | undefined;
      if (response.status === 201 || response.ok) {
        toast.success(answer?.message || options.successFallback);
        setValues(emptyValues(fields));
        setErrors({});
        setDialogOpen(true);
      } else {
        showFailure(answer?.message || SERVER_PROBLEM, answer?.errors);
      }
    } catch {
      showFailure(CONNECTION_PROBLEM);
    } finally {
      setSending(false);
    }
  }

  /** Props wiring a control to this form's state. */
  const control = (field: F) => ({
    name: field,
    value: values[field],
    onChange: (event: React.ChangeEvent<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>) =>
      setValue(field, event.target.value),
  });

  return {
    values,
    setValue,
    errors: errors as Partial<Record<F, string>>,
    alert,
    sending,
    dialogOpen,
    closeDialog: () => setDialogOpen(false),
    onSubmit,
    control,
  };
}
