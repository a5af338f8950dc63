// Sets the `dark` class before the first paint, from the stored theme (or the system's), so a dark
// page never flashes light. Kept tiny and dependency-free: it runs inline in <head>.

// The same key as PREFERENCES_STORAGE_KEY (lib/chat/stores/preferences-store); not imported, so the server
// layout does not pull in the store.
const PREFERENCES_STORAGE_KEY = "moonlit-preferences";

const SCRIPT = `(function(){try{var p=JSON.parse(localStorage.getItem(${JSON.stringify(PREFERENCES_STORAGE_KEY)})||"{}");var t=(p.state&&p.state.theme)||"system";var d=t==="dark"||(t==="system"&&matchMedia("(prefers-color-scheme: dark)").matches);document.documentElement.classList.toggle("dark",d);}catch(e){}})();`;

export function ThemeScript({ nonce }: { nonce?: string }) {
  return <script nonce={nonce} dangerouslySetInnerHTML={{ __html: SCRIPT }} />;
}
