import { every } from "../lib/schedules";
import { defineModule } from "../module";
import { securitySettingsRoutes, twoFactorRouteDocs, twoFactorRoutes } from "./two-factor.routes";
import { createTwoFactorService, type TwoFactorService } from "./two-factor.service";

declare module "../module" {
  interface Services {
    twoFactor: TwoFactorService;
  }
}

export const twoFactorModule = defineModule({
  name: "twoFactor",
  audit: { entities: { "security-settings": "Security settings" } },
  createService: ({ db, services, config }) => {
    const twoFactor = createTwoFactorService(db, services, { key: config.TOTP_ENCRYPTION_KEY });
    // Expired sign-in tickets go once an hour (once across all instances).
    services.scheduler.register({
      name: "two-factor.purge-expired",
      due: every(60 * 60 * 1000),
      run: () => twoFactor.purgeExpired(),
    });
    return twoFactor;
  },
  // At every start: the key must match the stored secrets; secrets from before encryption are encrypted.
  seed: async (services) => {
    const { encrypted } = await services.twoFactor.prepareSecrets();
    if (encrypted > 0) services.logger.info({ encrypted }, "authenticator secrets encrypted at rest");
  },
  routes: {
    "/me/2fa": twoFactorRoutes,
    "/security-settings": securitySettingsRoutes,
  },
  openapi: twoFactorRouteDocs,
});
