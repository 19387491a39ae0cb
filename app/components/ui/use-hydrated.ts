import { useEffect, useState } from "react";

/** false on the server and during hydration, true once JavaScript runs: enhancements wait for it. */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}
