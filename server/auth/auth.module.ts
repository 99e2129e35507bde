import { defineModule } from "../module";
import { every } from "../lib/schedules";
import { authRouteDocs, authRoutes } from "./auth.routes";
import { createAuthService, type AuthService } from "./auth.service";

declare module "../module" {
  interface Services {
    auth: AuthService;
  }
}

export const authModule = defineModule({
  name: "auth",
  createService: ({ db, services, mailer, config, rateLimiterStore, logger }) => {
    const auth = createAuthService(db, services, mailer, {
      loginLimit: config.LOGIN_RATE_LIMIT,
      windowMs: config.RATE_LIMIT_WINDOW_SECONDS * 1000,
      publicUrl: config.PUBLIC_URL,
      limiterStore: rateLimiterStore,
      logger,
    });
    // Expired sessions and reset tokens go once an hour (once across all instances).
    services.scheduler.register({
      name: "auth.purge-expired",
      due: every(60 * 60 * 1000),
      run: () => auth.purgeExpired(),
    });
    return auth;
  },
  routes: { "/": (services) => authRoutes(services) },
  openapi: authRouteDocs,
});
