/**
 * A failed submission's message, announced and kept on screen beside the form. Always in the HTML (hidden
 * while there is none), so the form script can fill it in.
 */
export function FormAlert({ message }: { message?: string }) {
  return (
    <p
      role="alert"
      data-form-alert=""
      hidden={!message}
      className="rounded-md border border-red-300 bg-red-50 px-3 py-2 text-sm text-red-800"
    >
      {message}
    </p>
  );
}
