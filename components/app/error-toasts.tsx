"use client";

// The UI's side of the Engine's error reporting: a failure away from any button press becomes a
// toast in the person's language; so does an action the engine refused, in words of its own.

import { useEffect } from "react";
import { errorText, refusalText } from "@/components/i18n/error-text";
import { useT } from "@/components/i18n/i18n-provider";
import { showToast } from "@/components/ui/toast-store";
import { setErrorReporter } from "@/lib/chat/engine";

export function ErrorToasts() {
  const t = useT();
  useEffect(
    () =>
      setErrorReporter({
        report: (error, kind) => {
          const message = refusalText(error, t) ?? t(kind === "storage" ? "error.storage" : "error.generic", { message: errorText(error, t) });
          showToast({ message });
        },
      }),
    [t],
  );
  return null;
}
