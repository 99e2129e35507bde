import { startTransition, useCallback, useEffect, useRef, useState } from "react";
import { ApiError } from "./api-client";

interface ApiData<T> {
  data: T | null;
  loading: boolean;
  /** The failure of the last load, shown as an error line with Retry. */
  error: string;
  reload: () => void;
}

/**
 * A screen's first answer, read on the server by its route's `loader` (the same service the API answers
 * from, for the same signed-in actor and permission) and sent in the page's HTML: `data` is the answer for
 * `key`, the key the hook's first render asks for. Null: the loader did not read it (the role may not, or
 * the read failed), and the hook loads as before.
 */
export interface InitialData<T> {
  key: string;
  data: T;
}

/**
 * A one-record screen's first read refused by the service (no such record, not this role's): the message the
 * API would answer, so the screen shows its failure state from the HTML without asking again (Retry does).
 */
export interface InitialFailure {
  key: string;
  error: string;
}

/**
 * Loads data whenever `key` changes (the query, serialised); answers to older keys are ignored, so
 * a slow response never overwrites a newer one. The previous data stays visible while reloading.
 * With `initial` for the first key, the screen starts with that answer (no spinner, nothing shifts), or with
 * that failure (`InitialFailure`), and loads only when the key changes or on `reload()`.
 */
export function useApiData<T>(
  key: string,
  load: () => Promise<T>,
  { initial }: { initial?: InitialData<T> | InitialFailure | null } = {},
): ApiData<T> {
  const seeded = initial?.key === key ? initial : null;
  const [data, setData] = useState<T | null>(seeded && "data" in seeded ? seeded.data : null);
  const [loading, setLoading] = useState(!seeded);
  const [error, setError] = useState(seeded && "error" in seeded ? seeded.error : "");
  const [attempt, setAttempt] = useState(0);
  const loadRef = useRef(load);
  useEffect(() => {
    loadRef.current = load;
  });
  const sequence = useRef(0);
  // The key the server already answered: its first load is skipped, once.
  const seededKey = useRef(seeded?.key);

  useEffect(() => {
    if (attempt === 0 && seededKey.current === key) {
      seededKey.current = undefined;
      return;
    }
    seededKey.current = undefined;
    const current = ++sequence.current;
    setLoading(true);
    setError("");
    loadRef.current().then(
      (result) => {
        if (current !== sequence.current) return;
        // The answer renders as a transition, in slices that let the phone's main thread breathe: a page of
        // rows arriving while the screen hydrates is no long task (ADR 028).
        startTransition(() => {
          setData(result);
          setLoading(false);
        });
      },
      (caught: unknown) => {
        if (current !== sequence.current) return;
        setError(caught instanceof ApiError ? caught.message : "Something went wrong.");
        setLoading(false);
      },
    );
  }, [key, attempt]);

  const reload = useCallback(() => setAttempt((value) => value + 1), []);
  return { data, loading, error, reload };
}

/** A value that follows `value` after `delay` ms without changes (search boxes). */
export function useDebouncedValue<T>(value: T, delay: number): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), delay);
    return () => clearTimeout(timer);
  }, [value, delay]);
  return debounced;
}

/** After deleting the last row of the last page, step back to the new last page instead of showing "none". */
export function useClampedPage(
  page: number,
  totalPages: number | undefined,
  setPage: (page: number) => void,
) {
  useEffect(() => {
    if (totalPages !== undefined && totalPages > 0 && page > totalPages) setPage(totalPages);
  }, [page, totalPages, setPage]);
}
