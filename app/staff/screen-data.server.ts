import type { AppLoadContext } from "react-router";
import type { z } from "zod";
import { can, type Permission } from "../../contract/permissions";
import type { Actor } from "../../server/actor";
import { apiQueryParams, type ApiQuery } from "./api-client";
import { signedInStaff } from "./signed-in.server";
import type { AddressQuery } from "./use-address-query";
import type { InitialData, InitialFailure } from "./use-api-data";
import { firstListQuery } from "./use-list-query";

type AnyOf = Permission | readonly Permission[] | null;

/** The signed-in member, as a read sees them. */
interface Member {
  actor: Actor;
  may: (permission: Permission) => boolean;
}

/** How a list screen's first page is read: as its API route reads it (`readList`). */
interface FirstPageRead<Q extends AddressQuery, S extends z.ZodType, T> {
  /** The API route's permission (a list: any of them; null: any signed-in staff member). */
  permission: AnyOf;
  /** The API route's query schema. */
  schema: S;
  /** The query string the screen's API call sends for a query (default: the query itself). */
  params?: (query: Q) => ApiQuery;
  /** The API route's read, through its service, as the signed-in member (who may what, for scopes). */
  read: (query: z.output<S>, member: Member) => Promise<T>;
}

/**
 * A staff screen's first data, read in the page request (ADR 028): its route's `loader` reads through the
 * same services the API answers from, as the signed-in actor, each read only for a role that holds the API
 * route's permission, and hands the answers to the screen's `useApiData`/`useListQuery` as `initial`. Null
 * when nobody may act now (signed out, two-factor enrolment outstanding): the layout sends them away.
 */
export async function staffScreenReader(context: AppLoadContext) {
  const staff = await signedInStaff(context);
  if (!staff || staff.mustEnroll) return null;
  const { user } = staff;
  const actor: Actor = {
    user: { id: user._id, email: user.email, role: user.role },
    ip: context.clientAddress,
    requestId: context.requestId ?? null,
  };
  const may = (permission: Permission) => can(user.role, permission);
  return {
    actor,
    role: user.role,
    may,
    read,
    readRecord,
    /**
     * A list screen's first page for the address (`useListQuery`'s `initial`): the query its first render
     * asks for (`firstListQuery` over `defaults`), turned into the query string its API call sends and
     * checked with the API route's `schema`, then read as `read` above. An address the API would refuse (400) gets no first page: the screen shows the failure.
     */
    async readList<Q extends AddressQuery, S extends z.ZodType, T>(
      url: URL,
      defaults: Q,
      list: FirstPageRead<Q, S, T>,
    ): Promise<InitialData<T> | null> {
      const first = firstListQuery(defaults, url.searchParams);
      const parsed = list.schema.safeParse(
        apiQueryParams(list.params ? list.params(first.query) : first.query),
      );
      return parsed.success
        ? read(first.key, list.permission, () => list.read(parsed.data, { actor, may }))
        : null;
    },
  };

  /**
   * The answer for `key`, as the API would send it (JSON: dates as text), when the role holds `permission`
   * (a list: any one of them, as `requireAnyPermission`; null: any signed-in staff member); null when it
   * may not or the read fails (the screen then loads it after hydration and shows the failure as before).
   */
  async function read<T>(
    key: string,
    permission: AnyOf,
    load: () => Promise<T>,
  ): Promise<InitialData<T> | null> {
    if (!mayAny(permission)) return null;
    try {
      return { key, data: JSON.parse(JSON.stringify(await load())) as T };
    } catch (error) {
      context.reportError?.(error);
      return null;
    }
  }

  /**
   * One record for a detail screen, as `read` above; a refusal by the service that the API answers 400, 403 or
   * 404 with its message (no such record, another committee's complaint) is that message (`InitialFailure`),
   * so the screen shows the failure it shows today without asking the API again, and nothing of the record
   * reaches the HTML. Any other failure is null: the screen loads it after hydration.
   */
  async function readRecord<T>(
    key: string,
    permission: AnyOf,
    load: () => Promise<T>,
  ): Promise<InitialData<T> | InitialFailure | null> {
    if (!mayAny(permission)) return null;
    try {
      return { key, data: JSON.parse(JSON.stringify(await load())) as T };
    } catch (error) {
      const refusal = refusalOf(error);
      if (refusal !== null) return { key, error: refusal };
      context.reportError?.(error);
      return null;
    }
  }

  /** Whether the role holds `permission` (a list: any one of them; null: any signed-in staff member). */
  function mayAny(permission: AnyOf) {
    const anyOf = permission === null ? null : typeof permission === "string" ? [permission] : permission;
    return !anyOf || anyOf.some((one) => can(user.role, one));
  }
}

/**
 * A service's refusal the API answers with a 4xx and its message: `server/errors.ts`'s `DomainError`, known by
 * its brand (app/ imports server/ code as types only).
 */
function refusalOf(error: unknown): string | null {
  const refusal = error as { isDomainError?: unknown; kind?: unknown; message?: unknown } | null;
  return refusal?.isDomainError === true &&
    (refusal.kind === "invalid" || refusal.kind === "forbidden" || refusal.kind === "not-found") &&
    typeof refusal.message === "string"
    ? refusal.message
    : null;
}

/** A list screen's loader with nothing else to read: `{ list }`, its first page (`readList`) or null. */
export async function loadListScreen<Q extends AddressQuery, S extends z.ZodType, T>(
  context: AppLoadContext,
  request: Request,
  defaults: Q,
  list: FirstPageRead<Q, S, T>,
) {
  const reader = await staffScreenReader(context);
  return { list: reader ? await reader.readList(new URL(request.url), defaults, list) : null };
}
