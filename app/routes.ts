import type { RouteConfig } from "@react-router/dev/routes";
import { siteRoutes } from "./routes/site/site-routes";
import { staffRoutes } from "./routes/staff/staff-routes";

// The staff back-office (admin spec §2) first, then the public site (public spec §2.1) with its catch-all.
export default [...staffRoutes, ...siteRoutes] satisfies RouteConfig;
