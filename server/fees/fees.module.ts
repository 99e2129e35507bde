import { defineModule } from "../module";
import { feesRouteDocs, feesRoutes } from "./fees.routes";
import { createFeesService, type FeesService } from "./fees.service";

declare module "../module" {
  interface Services {
    fees: FeesService;
  }
}

export const feesModule = defineModule({
  name: "fees",
  audit: { entities: { "fee-table": "Fee tables" } },
  createService: ({ db, services }) => createFeesService(db, services),
  routes: { "/fees": (services) => feesRoutes(services.fees) },
  openapi: feesRouteDocs,
});
