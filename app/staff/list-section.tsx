import { ListEmpty, ListError, ListLoading } from "./list-states";

interface ListSectionProps {
  /** The section's accessible name. */
  label: string;
  list: { loading: boolean; error: string; reload: () => void };
  /** What failed to load, for the error line ("Could not load …"). */
  what: string;
  loadingText: string;
  /** Whether the spinner stands in for the rows (each screen decides, e.g. on a first load). */
  showLoading: boolean;
  /** The empty state when there are no rows to show; null when there are. */
  empty: { title: string; text?: string } | null;
  /** The pager under the rows; left out when the load failed. */
  pager?: React.ReactNode;
  children: React.ReactNode;
}

/** A list screen's rows with its failure, loading and empty states, and the pager under them. */
export function ListSection({
  label,
  list,
  what,
  loadingText,
  showLoading,
  empty,
  pager,
  children,
}: ListSectionProps) {
  return (
    <section aria-label={label} aria-busy={list.loading}>
      {list.error ? (
        <ListError what={what} message={list.error} onRetry={list.reload} />
      ) : showLoading ? (
        <ListLoading text={loadingText} />
      ) : empty ? (
        <ListEmpty title={empty.title} text={empty.text} />
      ) : (
        children
      )}
      {list.error ? null : pager}
    </section>
  );
}

/** The table from md up and the cards on phones (a many-column table cannot fit 375 px), or cards only. */
export function TableOrCards({
  showTable,
  table,
  cards,
}: {
  showTable: boolean;
  table: React.ReactNode;
  cards: React.ReactNode;
}) {
  if (!showTable) return <>{cards}</>;
  return (
    <>
      <div className="hidden md:block">{table}</div>
      <div className="md:hidden">{cards}</div>
    </>
  );
}
