import { useState } from "react";
import toast from "react-hot-toast";

/**
 * A row's delete behind a confirmation: `ask` opens the confirmation for a row, `confirm` deletes it,
 * toasts the outcome and, once deleted, closes the confirmation and calls `onDeleted`.
 */
export function useConfirmedDelete<T>(
  remove: (row: T) => Promise<unknown>,
  messages: { success: string; failure: (caught: unknown) => string },
  onDeleted: () => void,
) {
  const [target, setTarget] = useState<T | null>(null);
  const [busy, setBusy] = useState(false);

  const confirm = async () => {
    if (!target) return;
    setBusy(true);
    try {
      await remove(target);
      toast.success(messages.success);
      setTarget(null);
      onDeleted();
    } catch (caught) {
      toast.error(messages.failure(caught));
    } finally {
      setBusy(false);
    }
  };

  return { target, ask: setTarget, cancel: () => setTarget(null), busy, confirm };
}
