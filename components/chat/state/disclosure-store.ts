// What the reader opened or closed in a reply (a thinking block, a long tool input's "Show more"),
// keyed by the view part's key, so it survives the row being unmounted by the virtualised thread.
// UI state only: not persisted.

import { create } from "zustand";

interface DisclosureState {
  /** Only what the reader chose; a missing key means "the default for this block". */
  open: Record<string, boolean>;
  setOpen(key: string, open: boolean): void;
}

export const useDisclosureStore = create<DisclosureState>()((set) => ({
  open: {},
  setOpen: (key, open) => set((state) => (state.open[key] === open ? state : { open: { ...state.open, [key]: open } })),
}));

/** The reader's choice for `key`, or undefined while they have made none. */
export function useDisclosure(key: string): [boolean | undefined, (open: boolean) => void] {
  const open = useDisclosureStore((state) => state.open[key]);
  const setOpen = useDisclosureStore((state) => state.setOpen);
  return [open, (next: boolean) => setOpen(key, next)];
}
