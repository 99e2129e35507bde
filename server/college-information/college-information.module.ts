import { defineModule } from "../module";
import { collegeInformationRouteDocs, collegeInformationRoutes } from "./college-information.routes";
import {
  createCollegeInformationService,
  type CollegeInformationService,
} from "./college-information.service";

declare module "../module" {
  interface Services {
    collegeInformation: CollegeInformationService;
  }
}

export const collegeInformationModule = defineModule({
  name: "collegeInformation",
  audit: { entities: { "college-information": "College information" } },
  createService: ({ db, services }) => createCollegeInformationService(db, services),
  routes: { "/college-information": (services) => collegeInformationRoutes(services.collegeInformation) },
  openapi: collegeInformationRouteDocs,
});
