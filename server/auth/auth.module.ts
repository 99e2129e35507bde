import { defineModule } from "../module";
import { authRouteDocs, authRoutes } from "./auth.routes";
import { createAuthService, type AuthService } from "./auth.service";

declare module "../module" {
  interface Services {
    auth: AuthService;
  }
}

export const authModule = defineModule({
  name: "auth",
  createService: ({ db, services, mailer, config }) =>
    createAuthService(db, services, mailer, {
      loginLimit: config.LOGIN_RATE_LIMIT,
      windowMs: config.RATE_LIMIT_WINDOW_SECONDS * 1000,
      publicUrl: config.PUBLIC_URL,
    }),
  routes: { "/": (services) => authRoutes(services, { secureCookies: services.config.COOKIE_SECURE }) },
  openapi: authRouteDocs,
});
