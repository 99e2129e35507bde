import { defineModule } from "../module";
import { ensureAdmin } from "./admin-account";
import { createAccountsService, type AccountsService } from "./accounts.service";
import { invitationRoutes, mySessionsRoutes, usersRouteDocs, usersRoutes } from "./users.routes";
import { createUsersService, type UsersService } from "./users.service";

declare module "../module" {
  interface Services {
    users: UsersService & AccountsService;
  }
}

export const usersModule = defineModule({
  name: "users",
  audit: { entities: { user: "Accounts" }, readers: { user: { permissions: ["users:manage"] } } },
  createService: ({ db, services, config, logger, rateLimiterStore }) =>
    Object.assign(
      createUsersService(db),
      createAccountsService(db, services, {
        publicUrl: config.PUBLIC_URL,
        logger,
        acceptLimit: {
          store: rateLimiterStore,
          points: config.LOGIN_RATE_LIMIT,
          windowSeconds: config.RATE_LIMIT_WINDOW_SECONDS,
        },
      }),
    ),
  routes: {
    "/users": usersRoutes,
    "/me/sessions": mySessionsRoutes,
    "/invitations": invitationRoutes,
  },
  openapi: usersRouteDocs,
  // ADMIN_EMAIL + ADMIN_PASSWORD: that account, ready; neither: a first admin with a random password, shown once.
  seed: async (services, { admin }) => ({
    signIn: await ensureAdmin(services.users, services.logger, admin),
  }),
});
