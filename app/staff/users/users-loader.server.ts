import type { AppLoadContext } from "react-router";
import { userListQuery, type UserListResponse } from "../../../contract/users";
import { loadListScreen } from "../screen-data.server";
import type { AddressQuery } from "../use-address-query";

/** The accounts' first page for the address's query, read on the server as GET /api/users (users:manage). */
export const loadUsersScreen = (context: AppLoadContext, request: Request, defaults: AddressQuery) =>
  loadListScreen(context, request, defaults, {
    permission: "users:manage",
    schema: userListQuery,
    read: async (query): Promise<UserListResponse> =>
      ({ success: true, ...(await context.services.users.list(query)) }) as UserListResponse,
  });
