// @vitest-environment jsdom
import { useState } from "react";
import { describe, expect, it } from "vitest";
import { click, render } from "@/components/chat/parts/test-support/render";
import { IconButton } from "./icon-button";
import { useFocusRequest } from "./use-focus-request";

function Editable() {
  const [editing, setEditing] = useState(false);
  const [editTarget, requestEditFocus] = useFocusRequest<HTMLButtonElement>();
  return editing ? (
    <button
      type="button"
      aria-label="Cancel"
      onClick={() => {
        setEditing(false);
        requestEditFocus();
      }}
    />
  ) : (
    <IconButton ref={editTarget} label="Edit" onClick={() => setEditing(true)}>
      <span />
    </IconButton>
  );
}

describe("useFocusRequest", () => {
  it("focuses the element that comes back once the box closes", () => {
    const view = render(<Editable />);
    click(view.container.querySelector("[aria-label=Edit]")!);
    const cancel = view.container.querySelector<HTMLButtonElement>("[aria-label=Cancel]")!;
    cancel.focus();
    click(cancel);
    expect(document.activeElement).toBe(view.container.querySelector("[aria-label=Edit]"));
    view.unmount();
  });

  it("leaves focus alone when nothing was requested", () => {
    const view = render(<Editable />);
    view.rerender(<Editable />);
    expect(document.activeElement).toBe(document.body);
    view.unmount();
  });
});
