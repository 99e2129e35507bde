import { pathInLanguage } from "../../../contract/language";
import { useMessages } from "./messages";

/**
 * A plain link's address in the page's language (`/admission` on a Hindi page → `/hi/admission`). React
 * Router's `<Link>` does this by itself (the Hindi site is mounted at /hi); plain `<a>` and `<form>` need it.
 */
export function useSiteHref() {
  const { language } = useMessages();
  return (to: string) => (to.startsWith("/") && !to.startsWith("//") ? pathInLanguage(to, language) : to);
}
