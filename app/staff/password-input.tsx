import { useState } from "react";
import { FormField, inputClass } from "../ui/form-field";

type PasswordInputProps = Omit<React.InputHTMLAttributes<HTMLInputElement>, "type" | "className">;

/** A password field with a show/hide toggle. */
export function PasswordInput(props: PasswordInputProps) {
  const [visible, setVisible] = useState(false);
  return (
    <div className="relative">
      <input {...props} type={visible ? "text" : "password"} className={`${inputClass} pr-16`} />
      <button
        type="button"
        onClick={() => setVisible(!visible)}
        aria-pressed={visible}
        aria-label={visible ? "Hide password" : "Show password"}
        className="absolute inset-y-1 right-1 rounded px-2 text-sm font-medium text-brand-700 hover:bg-brand-50"
      >
        {visible ? "Hide" : "Show"}
      </button>
    </div>
  );
}

/** A new password and its repetition, as setting a password by invitation or reset link asks for them. */
export function NewPasswordFields(props: {
  labels: [password: string, repeat: string];
  minLength: number;
  password: string;
  confirm: string;
  onPassword: (value: string) => void;
  onConfirm: (value: string) => void;
}) {
  return (
    <>
      <FormField label={props.labels[0]} required>
        {(control) => (
          <PasswordInput
            {...control}
            name="password"
            autoComplete="new-password"
            required
            minLength={props.minLength}
            value={props.password}
            onChange={(event) => props.onPassword(event.target.value)}
          />
        )}
      </FormField>
      <FormField label={props.labels[1]} required>
        {(control) => (
          <PasswordInput
            {...control}
            name="confirm"
            autoComplete="new-password"
            required
            value={props.confirm}
            onChange={(event) => props.onConfirm(event.target.value)}
          />
        )}
      </FormField>
    </>
  );
}
