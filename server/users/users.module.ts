import { defineModule } from "../module";
import { createUsersService, type UsersService } from "./users.service";

declare module "../module" {
  interface Services {
    users: UsersService;
  }
}

export const usersModule = defineModule({
  name: "users",
  createService: ({ db }) => createUsersService(db),
});
