import type { Account } from "../../../contract/users";
import { buttonClass } from "../../ui/button";
import { Dialog } from "../../ui/dialog";
import { SessionList } from "./session-list";

/** A colleague's signed-in sessions, which the administrator can end. */
export function SessionsDialog({ account, onClose }: { account: Account | null; onClose: () => void }) {
  return (
    <Dialog
      open={account !== null}
      onClose={onClose}
      title={`Sessions of ${account?.name ?? ""}`}
      size="lg"
      footer={
        <button type="button" className={buttonClass.secondary} onClick={onClose}>
          Close
        </button>
      }
    >
      {account ? <SessionList userId={account._id} /> : null}
    </Dialog>
  );
}
