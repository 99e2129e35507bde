import { INVALID_TOKEN_MESSAGE } from "../../contract/session-messages";
import type { FieldError, RowError } from "../../contract/common";
import { clearStaffSession } from "./session-store";

/** A failed API call: the status, the server's message and any field or row errors. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly errors: (FieldError | RowError)[] = [],
  ) {
    super(message);
  }
}

const UNSAFE = new Set(["POST", "PUT", "PATCH", "DELETE"]);
const NETWORK_MESSAGE = "Could not reach the server. Check your connection and try again.";

export function readCookie(name: string): string | undefined {
  const match = document.cookie.split("; ").find((part) => part.startsWith(`${name}=`));
  return match ? decodeURIComponent(match.slice(name.length + 1)) : undefined;
}

/** Headers every call sends: JSON accepted, and the anti-forgery token on unsafe methods. */
export function apiHeaders(method: string): Record<string, string> {
  const headers: Record<string, string> = { Accept: "application/json" };
  // Over https the cookie carries the __Host- prefix (ADR 008); plain http development uses the bare name.
  const xsrf = UNSAFE.has(method) ? (readCookie("__Host-XSRF-TOKEN") ?? readCookie("XSRF-TOKEN")) : undefined;
  if (xsrf) headers["X-XSRF-TOKEN"] = xsrf;
  return headers;
}

type Listener = () => void;
let onSignedOut: Listener = () => window.location.assign("/login");

/** The layout registers client-side navigation to /login for an ended session. */
export function setSignedOutHandler(listener: Listener) {
  onSignedOut = listener;
  return () => {
    onSignedOut = () => window.location.assign("/login");
  };
}

/** Turns a response body into an ApiError (the envelope's message, or a fallback). */
export function errorFrom(status: number, body: unknown, fallback: string): ApiError {
  const envelope = (body ?? {}) as { message?: unknown; errors?: unknown };
  const message = typeof envelope.message === "string" && envelope.message ? envelope.message : fallback;
  const errors = Array.isArray(envelope.errors) ? (envelope.errors as (FieldError | RowError)[]) : [];
  return new ApiError(status, message, errors);
}

/** An ended session (401 "Unauthorized: Invalid token"): clear local state and go to sign-in. */
export function handleUnauthorized(status: number, message: string) {
  if (status === 401 && message === INVALID_TOKEN_MESSAGE) {
    clearStaffSession();
    onSignedOut();
  }
}

/** A call's query string values (numbers as text; empty and missing values are not sent). */
export type ApiQuery = Record<string, string | number | undefined>;

interface RequestOptions {
  method?: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
  query?: ApiQuery;
  json?: unknown;
  form?: FormData;
  /** Message when the server gives none. */
  fallback?: string;
  /** Sign-in screens: a 401 is an answer, not an ended session. */
  ignoreUnauthorized?: boolean;
  /** A one-off bearer credential (the e-mailed password-reset token). */
  bearer?: string;
}

/** A call's query as its address carries it: each value as text, empty and missing values left out. */
export function apiQueryParams(query: ApiQuery | undefined): Record<string, string> {
  return Object.fromEntries(
    Object.entries(query ?? {})
      .filter(([, value]) => value !== undefined && value !== "")
      .map(([key, value]) => [key, String(value)]),
  );
}

export function apiUrl(path: string, query?: ApiQuery) {
  const search = new URLSearchParams(apiQueryParams(query)).toString();
  return `/api/${path}${search ? `?${search}` : ""}`;
}

/** Sends a call with the session cookie and returns the parsed JSON envelope, or throws ApiError. */
export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const method = options.method ?? "GET";
  const headers = apiHeaders(method);
  if (options.bearer) headers.Authorization = `Bearer ${options.bearer}`;
  let body: BodyInit | undefined;
  if (options.form) body = options.form;
  else if (options.json !== undefined) {
    headers["Content-Type"] = "application/json";
    body = JSON.stringify(options.json);
  }
  let response: Response;
  try {
    response = await fetch(apiUrl(path, options.query), {
      method,
      headers,
      body,
      credentials: "same-origin",
    });
  } catch {
    throw new ApiError(0, NETWORK_MESSAGE);
  }
  const parsed: unknown = await response.json().catch(() => undefined);
  if (!response.ok) {
    const error = errorFrom(
      response.status,
      parsed,
      options.fallback ?? "Something went wrong. Please try again.",
    );
    if (!options.ignoreUnauthorized) handleUnauthorized(error.status, error.message);
    throw error;
  }
  return parsed as T;
}

/** Downloads a file answer (CSV export) and saves it under the server's file name. */
export async function apiDownload(path: string, query: ApiQuery | undefined, fallbackName: string) {
  let response: Response;
  try {
    response = await fetch(apiUrl(path, query), { headers: apiHeaders("GET"), credentials: "same-origin" });
  } catch {
    throw new ApiError(0, NETWORK_MESSAGE);
  }
  if (!response.ok) {
    const error = errorFrom(response.status, await response.json().catch(() => undefined), "Download failed");
    handleUnauthorized(error.status, error.message);
    throw error;
  }
  const disposition = response.headers.get("Content-Disposition") ?? "";
  const name = /filename="?([^";]+)"?/.exec(disposition)?.[1] ?? fallbackName;
  saveBlob(await response.blob(), name);
}

/** Offers a blob to the browser as a download with the given file name. */
export function saveBlob(blob: Blob, fileName: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** Multipart upload with progress (fetch cannot report upload progress). */
export function apiUpload<T>(
  path: string,
  form: FormData,
  onProgress: (fraction: number) => void,
  fallback: string,
): Promise<T> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open("POST", apiUrl(path));
    for (const [key, value] of Object.entries(apiHeaders("POST"))) xhr.setRequestHeader(key, value);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    };
    xhr.onerror = () => reject(new ApiError(0, NETWORK_MESSAGE));
    xhr.onload = () => {
      let parsed: unknown;
      try {
        parsed = JSON.parse(xhr.responseText);
      } catch {
        parsed = undefined;
      }
      if (xhr.status >= 200 && xhr.status < 300) return resolve(parsed as T);
      const error = errorFrom(xhr.status, parsed, fallback);
      handleUnauthorized(error.status, error.message);
      reject(error);
    };
    xhr.send(form);
  });
}
