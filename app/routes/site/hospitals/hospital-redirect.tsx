import { redirect } from "react-router";

// The route list names /hospital, the menu /hospitals (public spec §2.1): one address, a permanent redirect.
export function loader() {
  return redirect("/hospitals", 301);
}
