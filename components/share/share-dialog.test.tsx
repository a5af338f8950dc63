// @vitest-environment jsdom
import { act } from "react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { byRole, click, render, settle } from "@/components/chat/parts/test-support/render";
import { createShareLink } from "@/lib/chat/share/create-share-link";
import { ShareRequestError } from "@/lib/chat/share/share-request-error";
import { fetchShareAvailability } from "@/lib/chat/share/share-availability";
import { buildShareSnapshot } from "@/lib/db/share-snapshot";
import type { MoonlitExport } from "@/lib/db/export-format";
import { userNode } from "@/lib/view/test-support/nodes";
import ShareDialog from "./share-dialog";

const DB = vi.hoisted(() => ({ name: "test-db" }));
vi.mock("@/lib/chat/hooks", () => ({ useDatabase: () => DB }));
vi.mock("@/lib/chat/share/share-availability", () => ({ fetchShareAvailability: vi.fn() }));
vi.mock("@/lib/chat/share/create-share-link", () => ({ createShareLink: vi.fn() }));
vi.mock("@/lib/db/share-snapshot", () => ({ buildShareSnapshot: vi.fn() }));

const URL_OF_LINK = "http://127.0.0.1:3000/s/AAAAAAAAAAAAAAAAAAAAAA#key";

beforeEach(() => {
  vi.mocked(fetchShareAvailability).mockReset().mockResolvedValue({ available: true, maxBytes: 1000 });
  vi.mocked(createShareLink).mockReset();
  const messages = [userNode("a", "u1"), userNode("b", "u2")];
  vi.mocked(buildShareSnapshot).mockReset().mockResolvedValue({ snapshot: { messages } as unknown as MoonlitExport, omittedImages: 2 });
});

async function open() {
  const view = render(<ShareDialog open conversationId="c1" title="Gears" onClose={() => undefined} />);
  await settle();
  return view.container;
}

const button = (container: HTMLElement, name: string) => byRole(container, "button", name)[0] as HTMLButtonElement | undefined;
const checkbox = (container: HTMLElement, label: string) =>
  [...container.querySelectorAll("label")].find((element) => element.textContent === label)!.querySelector("input")!;

describe("ShareDialog", () => {
  it("says what will be shared, with images and thinking on, a week's expiry, and the images the cap leaves out", async () => {
    const container = await open();
    expect(container.textContent).toContain("“Gears”, shown branch: 2 messages");
    expect(container.textContent).toContain("2 images are too large and are left out.");
    expect(checkbox(container, "Include images").checked).toBe(true);
    expect(checkbox(container, "Include thinking").checked).toBe(true);
    expect((container.querySelector("select") as HTMLSelectElement).value).toBe("7d");
    // The preview is fitted under the server's cap, once it is known.
    expect(buildShareSnapshot).toHaveBeenCalledWith(DB, "c1", { images: true, thinking: true, maxBytes: 1000 });
  });

  it("explains a server that needs REDIS_URL instead of offering Create link", async () => {
    vi.mocked(fetchShareAvailability).mockResolvedValue({ available: false, problem: "needs-redis", maxBytes: 1000 });
    const container = await open();
    expect(byRole(container, "alert")[0].textContent).toContain("REDIS_URL");
    expect(button(container, "Create link")).toBeUndefined();
  });

  it("creates the link with the chosen options, then shows it with Copy link", async () => {
    vi.mocked(createShareLink).mockResolvedValue({ id: "id", url: URL_OF_LINK, expiresAt: null } as Awaited<ReturnType<typeof createShareLink>>);
    const container = await open();
    act(() => checkbox(container, "Include images").click());
    const select = container.querySelector("select") as HTMLSelectElement;
    act(() => {
      select.value = "never";
      select.dispatchEvent(new Event("change", { bubbles: true }));
    });
    click(button(container, "Create link")!);
    await settle();
    expect(createShareLink).toHaveBeenCalledWith(DB, "c1", { expires: "never", images: false, thinking: true, maxBytes: 1000 });
    const box = container.querySelector<HTMLInputElement>("#share-link")!;
    expect(box.readOnly).toBe(true);
    expect(box.value).toBe(URL_OF_LINK);
    expect(container.querySelector("label[for='share-link']")?.textContent).toBe("Share link");
    expect(button(container, "Copy link")).toBeDefined();
    expect(button(container, "Create link")).toBeUndefined();
    expect(container.textContent).toContain("Never expires");
    // The options are what the link was made with, no longer editable.
    expect(select.disabled).toBe(true);
  });

  it("shows a refusal in the person's words and lets them try again", async () => {
    vi.mocked(createShareLink).mockRejectedValueOnce(new ShareRequestError("rate_limited", "Too many shares"));
    const container = await open();
    click(button(container, "Create link")!);
    await settle();
    expect(byRole(container, "alert")[0].textContent).toBe("Too many links from here just now. Try again later.");
    expect(button(container, "Create link")!.disabled).toBe(false);
    vi.mocked(createShareLink).mockRejectedValueOnce(new ShareRequestError("too_large", "413"));
    click(button(container, "Create link")!);
    await settle();
    expect(byRole(container, "alert")[0].textContent).toMatch(/^Too large to share/);
  });

  it("still offers Create link when the server could not be asked, saying why", async () => {
    vi.mocked(fetchShareAvailability).mockRejectedValue(new ShareRequestError("network", "offline"));
    const container = await open();
    expect(byRole(container, "alert")[0].textContent).toBe("The server could not be reached. Try again.");
    expect(button(container, "Create link")!.disabled).toBe(false);
  });
});
