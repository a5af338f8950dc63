// @vitest-environment jsdom
import { describe, expect, it, vi } from "vitest";
import { render } from "../parts/test-support/render";
import { MessageErrorBoundary } from "./message-error-boundary";

function Broken(): never {
  throw new Error("cannot draw");
}

describe("MessageErrorBoundary", () => {
  it("shows the note and the stored JSON as text, and leaves its siblings drawn", () => {
    const quiet = vi.spyOn(console, "error").mockImplementation(() => {});
    const raw = { id: "a2", text: "<img src=x onerror=alert(1)>" };
    const view = render(
      <>
        <MessageErrorBoundary raw={raw}>
          <Broken />
        </MessageErrorBoundary>
        <MessageErrorBoundary raw={{ id: "a3" }}>
          <p>Next message</p>
        </MessageErrorBoundary>
      </>,
    );
    quiet.mockRestore();
    expect(view.container.textContent).toContain("This message could not be shown");
    expect(view.container.querySelector("details pre")?.textContent).toBe(JSON.stringify(raw, null, 2));
    expect(view.container.querySelector("img")).toBeNull();
    expect(view.container.textContent).toContain("Next message");
  });

  it("tries again when the message changes", () => {
    const quiet = vi.spyOn(console, "error").mockImplementation(() => {});
    const view = render(
      <MessageErrorBoundary raw={{ v: 1 }}>
        <Broken />
      </MessageErrorBoundary>,
    );
    view.rerender(
      <MessageErrorBoundary raw={{ v: 2 }}>
        <p>Fixed</p>
      </MessageErrorBoundary>,
    );
    quiet.mockRestore();
    expect(view.container.textContent).toBe("Fixed");
  });
});
