import { useState } from "react";
import toast from "react-hot-toast";
import { ApiError } from "../api-client";

export type PathErrors = Record<string, string>;

/** Errors keyed by field path ("rows.2.amount"); `depth` cuts paths short ("phoneDirectory.principal"). */
export function errorsByPath(
  issues: readonly { path: readonly PropertyKey[]; message: string }[],
  depth = Infinity,
): PathErrors {
  const found: PathErrors = {};
  for (const issue of issues) found[issue.path.slice(0, depth).join(".")] ??= issue.message;
  return found;
}

/**
 * The errors, busy flag and failure line of a full-page form (fee tables, site settings): `save` runs the
 * request, toasts the outcome, and on failure shows the server's message and field errors.
 */
export function usePageFormSave(depth = Infinity) {
  const [errors, setErrors] = useState<PathErrors>({});
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState("");

  async function save<T>(request: () => Promise<T>, success: string, fallback: string): Promise<T | null> {
    setFailure("");
    setBusy(true);
    try {
      const result = await request();
      setErrors({});
      toast.success(success);
      return result;
    } catch (caught) {
      const error = caught instanceof ApiError ? caught : null;
      const found: PathErrors = {};
      for (const item of error?.errors ?? [])
        if ("field" in item) found[item.field.split(".").slice(0, depth).join(".")] ??= item.message;
      setErrors(found);
      setFailure(error?.message ?? fallback);
      toast.error(error?.message ?? fallback);
      return null;
    } finally {
      setBusy(false);
    }
  }

  /** Client-side check before sending: shows the errors and says whether to send. */
  function check(issues: readonly { path: readonly PropertyKey[]; message: string }[] | undefined) {
    const found = errorsByPath(issues ?? [], depth);
    setErrors(found);
    if (issues?.length) setFailure("Please correct the highlighted fields");
    else setFailure("");
    return !issues?.length;
  }

  return { errors, busy, failure, save, check };
}

/** The failure line at the top of a full-page form. */
export function FormFailure({ message }: { message: string }) {
  return message ? (
    <p role="alert" className="rounded-md bg-red-50 px-3 py-2 text-sm text-red-800">
      {message}
    </p>
  ) : null;
}
