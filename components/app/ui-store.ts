// Transient UI state shared across components: nothing here is persisted or fetched.

import { create } from "zustand";

export interface UiState {
  sidebarOpen: boolean;
  settingsPanelOpen: boolean;
  searchQuery: string;
  setSidebarOpen(open: boolean): void;
  toggleSidebar(): void;
  setSettingsPanelOpen(open: boolean): void;
  toggleSettingsPanel(): void;
  setSearchQuery(query: string): void;
}

export const useUiStore = create<UiState>()((set) => ({
  sidebarOpen: true,
  settingsPanelOpen: false,
  searchQuery: "",
  setSidebarOpen: (sidebarOpen) => set({ sidebarOpen }),
  toggleSidebar: () => set((state) => ({ sidebarOpen: !state.sidebarOpen })),
  setSettingsPanelOpen: (settingsPanelOpen) => set({ settingsPanelOpen }),
  toggleSettingsPanel: () => set((state) => ({ settingsPanelOpen: !state.settingsPanelOpen })),
  setSearchQuery: (searchQuery) => set({ searchQuery }),
}));
