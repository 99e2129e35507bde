import { clinicalMaterial, clinicalMaterialListQuery } from "../../contract/clinical-material";
import { recordRouteDocs, recordRoutes } from "../http/record-routes";
import type { ClinicalMaterialService } from "./clinical-material.service";

const spec = {
  write: "clinical-material:write" as const,
  listQuery: clinicalMaterialListQuery,
  input: clinicalMaterial.input,
  patch: clinicalMaterial.patch,
  noun: "Clinical material",
};

export const clinicalMaterialRoutes = (service: ClinicalMaterialService) => recordRoutes(service, spec);

export const clinicalMaterialRouteDocs = recordRouteDocs({
  ...spec,
  path: "/clinical-material",
  tag: "Clinical material",
  key: "{month}",
  listResponse: clinicalMaterial.listResponse,
  response: clinicalMaterial.response,
  what: "monthly clinical material (addressed by its month, YYYY-MM)",
});
