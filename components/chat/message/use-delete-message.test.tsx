// @vitest-environment jsdom
import { act } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { usePendingDeleteStore } from "@/components/chat/message/pending-delete-store";
import { useToastStore } from "@/components/ui/toast-store";
import { click, render } from "../parts/test-support/render";
import { useDeleteMessage, useDeletePending } from "./use-delete-message";

const deleteMessage = vi.fn((id: string) => Promise.resolve(void id));
vi.mock("@/lib/chat/hooks", () => ({ useEngine: () => ({ deleteMessage }) }));

function Probe({ id }: { id: string }) {
  const remove = useDeleteMessage();
  const pending = useDeletePending(id);
  return (
    <button type="button" data-pending={pending} onClick={() => remove(id)}>
      Delete
    </button>
  );
}

afterEach(() => {
  deleteMessage.mockClear();
  useToastStore.setState({ toasts: [] });
  usePendingDeleteStore.setState({ pending: {} });
});

describe("useDeleteMessage", () => {
  it("marks the message and offers Undo; Undo keeps it", () => {
    const view = render(<Probe id="m1" />);
    click(view.container.querySelector("button")!);
    expect(view.container.querySelector("button")!.dataset.pending).toBe("true");
    const [toast] = useToastStore.getState().toasts;
    expect(toast.message).toBe("Message deleted.");
    expect(toast.action?.label).toBe("Undo");

    act(() => {
      toast.action!.run();
      useToastStore.getState().dismiss(toast.id, false);
    });
    expect(deleteMessage).not.toHaveBeenCalled();
    expect(view.container.querySelector("button")!.dataset.pending).toBe("false");
    view.unmount();
  });

  it("deletes only once the toast expires, and only once", async () => {
    const view = render(<Probe id="m2" />);
    click(view.container.querySelector("button")!);
    click(view.container.querySelector("button")!);
    expect(useToastStore.getState().toasts).toHaveLength(1);
    expect(deleteMessage).not.toHaveBeenCalled();

    const [toast] = useToastStore.getState().toasts;
    await act(async () => useToastStore.getState().dismiss(toast.id, true));
    expect(deleteMessage).toHaveBeenCalledExactlyOnceWith("m2");
    expect(usePendingDeleteStore.getState().pending).toEqual({});
    view.unmount();
  });
});
