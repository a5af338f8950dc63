// @vitest-environment jsdom
import { describe, expect, it, vi } from "vitest";
import { click, render } from "@/components/chat/parts/test-support/render";
import { Button, buttonClass, FOCUS_RING } from "./button";
import { FileButton } from "./file-button";
import { IconButton } from "./icon-button";

const classes = (element: Element) => [...element.classList].sort();

describe("Button", () => {
  it("is a plain button (never a form's submit unless told), with the ring, the variant and the caller's shape", () => {
    const onClick = vi.fn();
    const view = render(
      <form>
        <Button variant="primary" offset={2} className="rounded-xl px-4" onClick={onClick}>
          Retry
        </Button>
        <Button type="submit" variant="accent">
          Save
        </Button>
      </form>,
    );
    const [retry, save] = view.container.querySelectorAll("button");
    expect(retry.type).toBe("button");
    expect(save.type).toBe("submit");
    expect(classes(retry)).toEqual(
      [
        ...FOCUS_RING.split(" "),
        "focus-visible:outline-offset-2",
        ..."bg-zinc-900 text-white hover:bg-zinc-700 dark:bg-zinc-100 dark:text-zinc-900 dark:hover:bg-white".split(" "),
        "rounded-xl",
        "px-4",
      ].sort(),
    );
    click(retry);
    expect(onClick).toHaveBeenCalledOnce();
  });

  it("gives a link the same look through buttonClass", () => {
    expect(buttonClass({ variant: "ghost", className: "block" }).split(" ").sort()).toEqual(
      [...FOCUS_RING.split(" "), "hover:bg-zinc-100", "dark:hover:bg-zinc-800", "block"].sort(),
    );
    expect(buttonClass({})).toBe(FOCUS_RING);
  });
});

describe("IconButton", () => {
  it("is named by its label, and is the icon variant", () => {
    const view = render(
      <IconButton label="Close">
        <svg />
      </IconButton>,
    );
    const button = view.container.querySelector("button")!;
    expect(button.getAttribute("aria-label")).toBe("Close");
    expect(button.title).toBe("Close");
    expect(button.disabled).toBe(false);
    expect(button.className).toContain("focus-visible:outline-offset-1");
    expect(button.className).toContain("hover:text-zinc-900");
  });
});

describe("FileButton", () => {
  it("wraps a hidden file input that keeps its name and gets the picked files, its label showing the focus ring", () => {
    const onChange = vi.fn();
    const view = render(
      <FileButton variant="link" className="text-xs" title="Attach" aria-label="Attach files" accept=".json" multiple onChange={onChange}>
        Import
      </FileButton>,
    );
    const label = view.container.querySelector("label")!;
    const input = label.querySelector("input")!;
    expect(input.type).toBe("file");
    expect(input.className).toBe("sr-only");
    expect(input.getAttribute("aria-label")).toBe("Attach files");
    expect(input.accept).toBe(".json");
    expect(input.multiple).toBe(true);
    expect(label.title).toBe("Attach");
    expect(label.textContent).toBe("Import");
    expect(classes(label)).toEqual(
      [
        "cursor-pointer",
        "has-focus-visible:outline-2",
        "has-focus-visible:outline-indigo-500",
        ..."text-indigo-600 hover:bg-indigo-50 dark:text-indigo-400 dark:hover:bg-indigo-950/40".split(" "),
        "text-xs",
      ].sort(),
    );
    input.dispatchEvent(new Event("change", { bubbles: true }));
    expect(onChange).toHaveBeenCalledOnce();
  });
});
