import { Pager } from "../ui/pager";

interface ListPagerProps {
  summary: string;
  currentPage: number;
  totalPages: number;
  onPageChange: (page: number) => void;
  disabled?: boolean;
  withEnds?: boolean;
  label: string;
}

/** The summary line and the pager under a list; shown only when there is more than one page. */
export function ListPager({ summary, totalPages, ...pager }: ListPagerProps) {
  if (totalPages <= 1) return null;
  return (
    <div className="mt-6 flex flex-col items-center justify-between gap-3 lg:flex-row">
      <p className="text-sm text-slate-700" aria-live="polite">
        {summary}
      </p>
      <Pager totalPages={totalPages} {...pager} />
    </div>
  );
}
