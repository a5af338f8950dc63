// The settings sheet's sections, in order, by the id each one's place in the sheet has: the jump
// bar at the top of the sheet (settings-jump-bar.tsx) scrolls to them.

export const SETTINGS_SECTIONS = [
  { id: "settings-model", label: "settings.section.model" },
  { id: "settings-tools", label: "settings.section.tools" },
  { id: "settings-output", label: "settings.section.output" },
  { id: "settings-advanced", label: "settings.section.advanced" },
  { id: "settings-appearance", label: "settings.appearance" },
  { id: "settings-data", label: "settings.data" },
] as const;

export type SettingsSectionId = (typeof SETTINGS_SECTIONS)[number]["id"];

export const sectionId = (key: "model" | "tools" | "output" | "advanced" | "appearance" | "data"): SettingsSectionId => `settings-${key}`;
