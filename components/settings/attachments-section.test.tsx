// @vitest-environment jsdom
import { act } from "react";
import { afterEach, describe, expect, it } from "vitest";
import { render, type Rendered } from "@/components/chat/parts/test-support/render";
import { DEFAULT_ATTACHMENT_PREFERENCES } from "@/lib/chat/attachments/attachment-preferences";
import { useAttachmentPreferences } from "@/lib/chat/stores/attachment-preferences-store";
import { AttachmentsSection } from "./attachments-section";

let view: Rendered | null = null;

afterEach(() => {
  view?.unmount();
  view = null;
  useAttachmentPreferences.setState(DEFAULT_ATTACHMENT_PREFERENCES);
});

const field = (label: string) => {
  const id = [...view!.container.querySelectorAll("label")].find((l) => l.textContent?.startsWith(label))!.htmlFor;
  return document.getElementById(id) as HTMLInputElement;
};

function typeInto(input: HTMLInputElement, value: string) {
  const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, "value")!.set!;
  act(() => {
    setter.call(input, value);
    input.dispatchEvent(new Event("input", { bubbles: true }));
  });
}

describe("AttachmentsSection", () => {
  it("shows the defaults: 2,048 px, 5 MB, originals not kept", () => {
    view = render(<AttachmentsSection />);
    expect(field("Max image side").value).toBe("2048");
    expect(field("Max image size").value).toBe("5");
    expect(field("Keep originals of scaled images").checked).toBe(false);
  });

  it("stores valid changes in the person's preferences", () => {
    view = render(<AttachmentsSection />);
    typeInto(field("Max image side"), "1024");
    typeInto(field("Max image size"), "99");
    act(() => field("Keep originals of scaled images").click());
    expect(useAttachmentPreferences.getState()).toMatchObject({ maxImageSide: 1024, maxImageMb: 5, keepOriginals: true });
    expect(view.container.querySelector("[role=alert]")?.textContent).toMatch(/1 to 20/);
  });
});
