// jsdom render helpers for the block tests: react-dom/client + act, and a rough accessible name.

import { act, type ReactNode } from "react";
import { createRoot, type Root } from "react-dom/client";
import { afterEach } from "vitest";

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

export interface Rendered {
  container: HTMLElement;
  rerender(ui: ReactNode): void;
  unmount(): void;
}

const mounted = new Set<Rendered>();

// Unmount what each test left mounted, once the work it started has had its turn inside act(): a
// lazy part that resolves after the file's jsdom is torn down would otherwise make React render into
// a missing `window`, or warn into a closed test run, and fail the run.
afterEach(async () => {
  if (mounted.size === 0) return;
  await settle();
  for (const view of mounted) view.unmount();
});

export function render(ui: ReactNode): Rendered {
  const container = document.createElement("div");
  document.body.append(container);
  let root: Root | null = null;
  act(() => {
    root = createRoot(container);
    root.render(ui);
  });
  const view: Rendered = {
    container,
    rerender: (next) => act(() => root!.render(next)),
    unmount: () => {
      if (!mounted.delete(view)) return;
      act(() => root!.unmount());
      container.remove();
    },
  };
  mounted.add(view);
  return view;
}

/** aria-label, else the text content without aria-hidden parts: enough for these components. */
export function accessibleName(element: Element): string {
  const label = element.getAttribute("aria-label");
  if (label) return label;
  const clone = element.cloneNode(true) as Element;
  clone.querySelectorAll("[aria-hidden='true'], [role='tooltip']").forEach((node) => node.remove());
  return (clone.textContent ?? "").replace(/\s+/g, " ").trim();
}

export function byRole(container: Element, role: string, name?: string | RegExp): HTMLElement[] {
  const implicit: Record<string, string> = { button: "button", link: "a[href]", group: "[role='group']" };
  const selector = implicit[role] ? `${implicit[role]}, [role='${role}']` : `[role='${role}']`;
  return [...container.querySelectorAll<HTMLElement>(selector)].filter((element) => {
    if (name === undefined) return true;
    const text = accessibleName(element);
    return typeof name === "string" ? text === name : name.test(text);
  });
}

export function click(element: Element): void {
  act(() => element.dispatchEvent(new MouseEvent("click", { bubbles: true })));
}

/** Lets pending lazy imports and the renders they cause finish. */
export async function settle(): Promise<void> {
  for (let i = 0; i < 5; i++) {
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
  }
}
