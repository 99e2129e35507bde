import { defineModule } from "../module";
import { bloodStockRouteDocs, bloodStockRoutes } from "./blood-stock.routes";
import { createBloodStockService, type BloodStockService } from "./blood-stock.service";

declare module "../module" {
  interface Services {
    bloodStock: BloodStockService;
  }
}

export const bloodStockModule = defineModule({
  name: "bloodStock",
  audit: { entities: { "blood-stock": "Blood stock" } },
  createService: ({ db, services }) => createBloodStockService(db, services),
  routes: { "/blood-stock": (services) => bloodStockRoutes(services.bloodStock) },
  openapi: bloodStockRouteDocs,
});
