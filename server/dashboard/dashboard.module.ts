import { defineModule } from "../module";
import { dashboardRouteDocs, dashboardRoutes } from "./dashboard.routes";
import { createDashboardService, type DashboardService } from "./dashboard.service";

declare module "../module" {
  interface Services {
    dashboard: DashboardService;
  }
}

export const dashboardModule = defineModule({
  name: "dashboard",
  createService: ({ services }) => createDashboardService(services),
  routes: { "/dashboard": (services) => dashboardRoutes(services.dashboard) },
  openapi: dashboardRouteDocs,
});
