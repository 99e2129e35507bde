import { useCallback, useEffect, useRef, useState } from "react";
import { ApiError } from "./api-client";

interface ApiData<T> {
  data: T | null;
  loading: boolean;
  /** The failure of the last load, shown as an error line with Retry. */
  error: string;
  reload: () => void;
}

/**
 * Loads data whenever `key` changes (the query, serialised); answers to older keys are ignored, so
 * a slow response never overwrites a newer one. The previous data stays visible while reloading.
 */
export function useApiData<T>(key: string, load: () => Promise<T>): ApiData<T> {
  const [data, setData] = useState<T | null>(null);
  const [loading, setLoading] = useState(true);
  const [error, setError] = useState("");
  const [attempt, setAttempt] = useState(0);
  const loadRef = useRef(load);
  useEffect(() => {
    loadRef.current = load;
  });
  const sequence = useRef(0);

  useEffect(() => {
    const current = ++sequence.current;
    setLoading(true);
    setError("");
    loadRef.current().then(
      (result) => {
        if (current !== sequence.current) return;
        setData(result);
        setLoading(false);
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
