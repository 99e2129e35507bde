import { useState } from "react";
import { inputClass } from "../ui/form-field";

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
