// @vitest-environment jsdom
import { act, lazy } from "react";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { describe, expect, it, vi } from "vitest";
import { ClientOnly } from "./client-only";

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

function Page({ Shown }: { Shown: React.ComponentType }) {
  return (
    <main>
      <ClientOnly fallback={<p>place</p>}>
        <Shown />
      </ClientOnly>
    </main>
  );
}

describe("ClientOnly", () => {
  it("puts the fallback in the server's HTML, hydrates it without a mismatch, then shows its lazy children", async () => {
    let arrive!: () => void;
    const Shown = lazy(() => new Promise<{ default: React.ComponentType }>((resolve) => (arrive = () => resolve({ default: () => <p>drawn</p> }))));
    const html = renderToString(<Page Shown={() => <p>drawn</p>} />);
    expect(html).toBe("<main><p>place</p></main>");

    const container = document.createElement("div");
    container.innerHTML = html;
    const onRecoverableError = vi.fn();
    const root = await act(async () => hydrateRoot(container, <Page Shown={Shown} />, { onRecoverableError }));
    // Hydrated, the children are asked for; the place is held while their code loads.
    expect(container.innerHTML).toBe("<main><p>place</p></main>");
    await act(async () => arrive());
    expect(container.innerHTML).toBe("<main><p>drawn</p></main>");
    expect(onRecoverableError).not.toHaveBeenCalled();
    act(() => root.unmount());
  });
});
