import { buttonClass } from "~/ui/button";
import { Spinner } from "~/ui/spinner";

/** The submit button of a public form: disabled with a spinner and "Sending..." while it works. */
export function SendingButton({ sending, children }: { sending: boolean; children: React.ReactNode }) {
  return (
    <button
      type="submit"
      disabled={sending}
      className={`${buttonClass.primary} w-full px-6 py-3 text-base sm:w-auto`}
    >
      {sending ? (
        <>
          <Spinner />
          Sending...
        </>
      ) : (
        children
      )}
    </button>
  );
}
