import { buttonClass } from "~/ui/button";
import { Spinner } from "~/ui/spinner";

const panel = "rounded-xl border border-slate-200 bg-white px-6 py-12 text-center shadow-sm";

export function DirectoryLoading() {
  return (
    <div role="status" className={`${panel} flex flex-col items-center gap-3 text-slate-700`}>
      <Spinner className="h-8 w-8 text-brand-700" />
      <p>Loading faculty members...</p>
    </div>
  );
}

/**
 * The directory could not be read. In the server's HTML Try Again is a link that loads the page again;
 * in the template the directory script shows after a failed fetch, it is a button the script handles.
 */
export function DirectoryError({ retryHref }: { retryHref?: string }) {
  return (
    <div role="alert" className={`${panel} border-red-200`}>
      <h2 className="text-xl font-semibold text-red-800">Error Loading Faculty</h2>
      <p className="mt-2 text-slate-700">Failed to fetch faculty members</p>
      {retryHref ? (
        <a href={retryHref} className={`${buttonClass.primary} mt-5`}>
          Try Again
        </a>
      ) : (
        <button type="button" data-directory-retry="" className={`${buttonClass.primary} mt-5`}>
          Try Again
        </button>
      )}
    </div>
  );
}

export function DirectoryEmpty() {
  return (
    <div className={panel}>
      <h2 className="text-xl font-semibold text-slate-900">No Faculty Members Found</h2>
      <p className="mt-2 text-slate-700">
        The directory has no entries yet. Please check back later or contact the college administration.
      </p>
    </div>
  );
}
