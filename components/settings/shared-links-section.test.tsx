// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from "vitest";
import { byRole, click, render, settle } from "@/components/chat/parts/test-support/render";
import { revokeShareLink } from "@/lib/chat/share/revoke-share-link";
import { ShareRequestError } from "@/lib/chat/share/share-request-error";
import type { SharedLinkRecord } from "@/lib/db/records";
import SharedLinksSection from "./shared-links-section";

const state = vi.hoisted(() => ({ db: { name: "test-db" }, links: undefined as SharedLinkRecord[] | undefined }));
vi.mock("@/lib/chat/hooks", () => ({ useDatabase: () => state.db }));
vi.mock("@/lib/chat/hooks/use-db-query", () => ({ useDbQuery: () => ({ data: state.links }) }));
vi.mock("@/lib/chat/share/revoke-share-link", () => ({ revokeShareLink: vi.fn() }));

const DAY = 24 * 3600 * 1000;
const link = (id: string, title: string, expiresAt: number | null): SharedLinkRecord => ({
  id,
  url: `http://127.0.0.1/s/${id}#key`,
  conversationId: "c1",
  title,
  createdAt: Date.now() - DAY,
  expiresAt,
  deleteToken: "token",
});

beforeEach(() => {
  vi.mocked(revokeShareLink).mockReset().mockResolvedValue(undefined);
});

describe("SharedLinksSection", () => {
  it("says when there are none", () => {
    state.links = [];
    const { container } = render(<SharedLinksSection />);
    expect(container.querySelector("h3")?.textContent).toBe("Shared links");
    expect(container.textContent).toContain("No shared links yet.");
  });

  it("lists each link with its expiry, marks expired ones, and offers Copy link and Revoke link", () => {
    state.links = [link("a", "Gears", Date.now() + DAY), link("b", "Tides", Date.now() - 1000), link("c", "Lanterns", null)];
    const { container } = render(<SharedLinksSection />);
    const rows = [...container.querySelectorAll("li")];
    expect(rows.map((row) => row.querySelector("p")?.textContent)).toEqual(["Gears", "Tides", "Lanterns"]);
    expect(rows[0].textContent).toMatch(/Created .* · Expires /);
    expect(rows[1].textContent).toMatch(/Expired /);
    expect(rows[2].textContent).toContain("Never expires");
    for (const row of rows) {
      expect(byRole(row, "button", "Copy link")).toHaveLength(1);
      expect(byRole(row, "button", "Revoke link")).toHaveLength(1);
    }
  });

  it("revokes a link and says so; a refusal is told in the person's words", async () => {
    state.links = [link("a", "Gears", null)];
    const { container } = render(<SharedLinksSection />);
    click(byRole(container, "button", "Revoke link")[0]);
    await settle();
    expect(revokeShareLink).toHaveBeenCalledWith(state.db, state.links[0]);
    expect(byRole(container, "status")[0].textContent).toBe("Link revoked.");

    vi.mocked(revokeShareLink).mockRejectedValueOnce(new ShareRequestError("network", "offline"));
    click(byRole(container, "button", "Revoke link")[0]);
    await settle();
    expect(byRole(container, "status")[0].textContent).toBe("");
    expect(byRole(container, "alert")[0].textContent).toBe("The server could not be reached. Try again.");
  });
});
