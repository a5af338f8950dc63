// The browser's colour around the page (title bar, status bar), matching the chat's background in
// each theme. The layout names them for the system's scheme; ThemeSync follows a chosen theme.
export const THEME_COLORS = { light: "#ffffff", dark: "#09090b" } as const;
