import { defineModule } from "../module";
import { createDisclosuresService, type DisclosuresService } from "./disclosures.service";

declare module "../module" {
  interface Services {
    disclosures: DisclosuresService;
  }
}

/** The MSR B.1.11 items built from the records (ADR 023): read by the public hub's loaders. */
export const disclosuresModule = defineModule({
  name: "disclosures",
  createService: ({ services }) => createDisclosuresService(services),
});
