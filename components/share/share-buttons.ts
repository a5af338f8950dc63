import type { ButtonLook } from "@/components/ui/button";

/** The main action of the share dialogs (Create link, Continue in Moonlit's import). */
export const SHARE_PRIMARY: ButtonLook = {
  variant: "primary",
  offset: 2,
  className: "inline-flex items-center justify-center rounded-lg px-3.5 py-2 text-sm font-medium disabled:opacity-50",
};
