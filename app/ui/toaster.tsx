import { Toaster } from "react-hot-toast";

/**
 * The spec's toast constants (20 at most, 4000 ms, 2000 ms for success, none for loading, removed
 * 1000 ms after dismissal, 350 px, top-center) are react-hot-toast's defaults; only the look is set here.
 */
export function AppToaster() {
  return <Toaster position="top-center" toastOptions={{ style: { maxWidth: 350 } }} />;
}
