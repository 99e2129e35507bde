import { AdmissionPopup } from "./admission-popup";
import { SiteFooter } from "./site-footer";
import { SiteHeader } from "./site-header";

/**
 * The frame of every public page: skip link, header, the page (which renders its own <main>), footer and,
 * on a visitor's first page load, the admission pop-up.
 */
export function SiteShell({
  children,
  admissionPopup,
}: {
  children: React.ReactNode;
  admissionPopup: boolean;
}) {
  return (
    <div className="flex min-h-dvh flex-col bg-white text-slate-900">
      <a
        href="#main-content"
        className="sr-only z-50 rounded-md bg-white px-4 py-2 font-semibold text-brand-800 shadow-lg focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        Skip to main content
      </a>
      <SiteHeader />
      <div id="main-content" tabIndex={-1} className="flex-1 outline-none">
        {children}
      </div>
      <SiteFooter />
      <AdmissionPopup initiallyOpen={admissionPopup} />
    </div>
  );
}
