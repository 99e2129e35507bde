import { useSiteContact } from "../site-contact";
import type { MessageKey } from "./messages.en";
import { useMessages } from "./messages";

/** A menu label in the page's language; the admission labels name the current session's year (issue 20). */
export function useNavLabel() {
  const { t } = useMessages();
  const { admissionSession } = useSiteContact();
  const values = { session: admissionSession, year: admissionSession.slice(0, 4) };
  return (key: MessageKey) => t(key, values);
}
