// @vitest-environment jsdom
import { act } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { render } from "@/components/chat/parts/test-support/render";
import { RouterLink } from "./router-link";

const push = vi.fn();
vi.mock("next/navigation", () => ({ useRouter: () => ({ push }) }));

afterEach(() => push.mockReset());

/** Clicks the link as `init` says; true when the browser would have followed it itself. */
function clickLink(link: HTMLElement, init: MouseEventInit = {}): boolean {
  let followed = false;
  act(() => {
    followed = link.dispatchEvent(new MouseEvent("click", { bubbles: true, cancelable: true, button: 0, ...init }));
  });
  return followed;
}

describe("RouterLink", () => {
  it("moves through the router on a plain click, without loading the page", () => {
    const view = render(<RouterLink href="/usage">Usage</RouterLink>);
    const link = view.container.querySelector("a")!;
    expect(link.getAttribute("href")).toBe("/usage");
    expect(clickLink(link)).toBe(false);
    expect(push).toHaveBeenCalledExactlyOnceWith("/usage");
  });

  it("leaves a click with a modifier key, another button or another target to the browser", () => {
    const view = render(
      <>
        <RouterLink href="/usage">Usage</RouterLink>
        <RouterLink href="/usage" target="_blank">
          Usage elsewhere
        </RouterLink>
      </>,
    );
    const [link, blank] = view.container.querySelectorAll("a");
    for (const init of [{ ctrlKey: true }, { metaKey: true }, { shiftKey: true }, { altKey: true }, { button: 1 }]) expect(clickLink(link, init)).toBe(true);
    expect(clickLink(blank)).toBe(true);
    expect(push).not.toHaveBeenCalled();
  });

  it("lets the caller's onClick run first, and stop the navigation", () => {
    const view = render(
      <RouterLink href="/usage" onClick={(event) => event.preventDefault()}>
        Usage
      </RouterLink>,
    );
    expect(clickLink(view.container.querySelector("a")!)).toBe(false);
    expect(push).not.toHaveBeenCalled();
  });
});
