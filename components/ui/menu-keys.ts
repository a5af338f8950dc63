// The WAI-ARIA menu pattern's keys inside an open menu: arrows move (wrapping), Home/End jump,
// typed letters move to the next item starting with them (type-ahead), Escape closes and gives focus
// back to the menu's button, Tab closes and lets focus go on from that button.

const TYPE_AHEAD_MS = 500;

export interface MenuKeyState {
  typed: string;
  typedAt: number;
}

export function newMenuKeyState(): MenuKeyState {
  return { typed: "", typedAt: 0 };
}

interface MenuKeyOptions {
  items: HTMLElement[];
  state: MenuKeyState;
  close: () => void;
  trigger: HTMLElement | null;
  now?: number;
}

/** Handles a keydown inside the menu; returns whether it was the menu's key. */
export function handleMenuKey(event: Pick<KeyboardEvent, "key" | "altKey" | "ctrlKey" | "metaKey" | "preventDefault">, options: MenuKeyOptions): boolean {
  const { items, state, close, trigger } = options;
  if (items.length === 0) return false;
  const current = items.indexOf(document.activeElement as HTMLElement);
  const focus = (index: number) => items[(index + items.length) % items.length].focus();

  switch (event.key) {
    case "ArrowDown":
      event.preventDefault();
      focus(current + 1);
      return true;
    case "ArrowUp":
      event.preventDefault();
      focus(current < 0 ? -1 : current - 1);
      return true;
    case "Home":
      event.preventDefault();
      focus(0);
      return true;
    case "End":
      event.preventDefault();
      focus(-1);
      return true;
    case "Escape":
      event.preventDefault();
      close();
      trigger?.focus();
      return true;
    case "Tab":
      // Focus goes back to the button first, so the browser's Tab moves on from there.
      trigger?.focus();
      close();
      return true;
  }
  if (event.key.length !== 1 || event.altKey || event.ctrlKey || event.metaKey || event.key === " ") return false;
  const now = options.now ?? Date.now();
  state.typed = now - state.typedAt > TYPE_AHEAD_MS ? event.key.toLowerCase() : state.typed + event.key.toLowerCase();
  state.typedAt = now;
  // A repeated single letter cycles through the items that start with it.
  const repeated = [...state.typed].every((char) => char === state.typed[0]);
  const prefix = repeated ? state.typed[0] : state.typed;
  const start = repeated || current < 0 ? current + 1 : current;
  for (let step = 0; step < items.length; step++) {
    const index = (start + step) % items.length;
    if ((items[index].textContent ?? "").trim().toLowerCase().startsWith(prefix)) {
      event.preventDefault();
      items[index].focus();
      return true;
    }
  }
  return false;
}
