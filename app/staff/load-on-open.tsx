import { Suspense, useState } from "react";

/**
 * A dialog whose code loads on demand (`React.lazy`, ADR 028): nothing of it is rendered or fetched until it
 * first opens, so the screen's first load does not carry it; from then on it stays mounted, so it opens and
 * closes as before (the native dialog gives focus back to its opener when it closes).
 */
export function LoadOnOpen({ open, children }: { open: boolean; children: React.ReactNode }) {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return opened ? <Suspense fallback={null}>{children}</Suspense> : null;
}
