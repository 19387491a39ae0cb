import { RemixBrowser } from "@remix-run/react";
import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <RemixBrowser />
    </StrictMode>,
    {
      // React's #421 ("received an update before it finished hydrating") is expected of an island
      // rendered before its code is there: it shows the server's copy meanwhile (components/ui/island.tsx).
      onRecoverableError: (error) => {
        if (!String(error).includes("#421")) reportError(error);
      },
    },
  );
});
