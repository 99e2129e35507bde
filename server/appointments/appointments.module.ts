import { defineModule } from "../module";
import { appointmentsRouteDocs, appointmentsRoutes } from "./appointments.routes";
import { createAppointmentsService, type AppointmentsService } from "./appointments.service";

declare module "../module" {
  interface Services {
    appointments: AppointmentsService;
  }
}

export const appointmentsModule = defineModule({
  name: "appointments",
  audit: { entities: { "appointment-request": "Appointment request" } },
  createService: ({ db, services, rateLimiterStore }) =>
    createAppointmentsService({ db, services, rateLimiterStore }),
  routes: {
    "/appointment-requests": (services) =>
      appointmentsRoutes(services.appointments, services.publicFormLimiter),
  },
  openapi: appointmentsRouteDocs,
});
