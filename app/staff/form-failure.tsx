/** A form's failure line: what the server or the check said that no single field does. */
export function FormFailure({ message, className = "" }: { message: string; className?: string }) {
  return message ? (
    <p role="alert" className={`rounded-md bg-red-50 px-3 py-2 text-sm text-red-800 ${className}`.trim()}>
      {message}
    </p>
  ) : null;
}
