// The settings of the new chat on screen, before its conversation exists. They start as the person's
// defaults and change only this chat: an option tried once (JSON output, a tool) goes with the first
// message into the new conversation and is gone at the next New chat. The defaults change only by
// "Save as defaults" (preferences-store.ts). Kept in memory: a reload starts from the defaults.

import { create } from "zustand";
import { normalizeSettings } from "@/lib/db/default-settings";
import type { ConversationSettings } from "@/lib/protocol/message";

interface NewChatSettingsState {
  /** null: nothing changed yet, the defaults apply. */
  settings: ConversationSettings | null;
  /** Which new chat this is: each New chat is another one. */
  generation: number;
  /** The conversation the last new chat became, so what shows it can carry on from the new chat. */
  created: { id: string; generation: number } | null;
  update(defaults: ConversationSettings, changes: Partial<ConversationSettings>): void;
  /** A new chat starts: from the defaults. */
  reset(): void;
  /** The new chat became conversation `id`, which now holds its settings. */
  spend(id: string): void;
}

export const useNewChatSettingsStore = create<NewChatSettingsState>()((set) => ({
  settings: null,
  generation: 0,
  created: null,
  update: (defaults, changes) => set((state) => ({ settings: normalizeSettings({ ...(state.settings ?? defaults), ...changes }) })),
  reset: () => set((state) => ({ settings: null, generation: state.generation + 1 })),
  spend: (id) => set((state) => ({ settings: null, created: { id, generation: state.generation } })),
}));
