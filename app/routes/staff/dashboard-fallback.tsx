// Unknown paths under /dashboard show the dashboard (admin spec §2).
export { default, meta } from "./dashboard";
