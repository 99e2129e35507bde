import { defineModule } from "../module";
import { clinicalMaterialRouteDocs, clinicalMaterialRoutes } from "./clinical-material.routes";
import { createClinicalMaterialService, type ClinicalMaterialService } from "./clinical-material.service";

declare module "../module" {
  interface Services {
    clinicalMaterial: ClinicalMaterialService;
  }
}

export const clinicalMaterialModule = defineModule({
  name: "clinicalMaterial",
  audit: { entities: { "clinical-material": "Clinical material" } },
  createService: ({ db, services }) => createClinicalMaterialService(db, services),
  routes: { "/clinical-material": (services) => clinicalMaterialRoutes(services.clinicalMaterial) },
  openapi: clinicalMaterialRouteDocs,
});
