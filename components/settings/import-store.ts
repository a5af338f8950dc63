// Where an import stands, kept outside Settings: an import runs on (in its worker) when Settings is
// closed, and Settings › Data, opened again, shows its progress, not a fresh Import button.

import { create } from "zustand";

export type ImportState =
  | { kind: "idle" }
  | { kind: "running"; done: number; total: number }
  | { kind: "done"; count: number }
  | { kind: "error"; message: string };

export const useImportStore = create<{ state: ImportState }>()(() => ({ state: { kind: "idle" } }));

export const setImportState = (state: ImportState) => useImportStore.setState({ state });
