import { defineModule } from "../module";
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
  createService: ({ db, services, config, logger }) =>
    Object.assign(
      createUsersService(db),
      createAccountsService(db, services, { publicUrl: config.PUBLIC_URL, logger }),
    ),
  routes: {
    "/users": usersRoutes,
    "/me/sessions": mySessionsRoutes,
    "/invitations": invitationRoutes,
  },
  openapi: usersRouteDocs,
});
