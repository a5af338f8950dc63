import { describe, expect, it } from "vitest";
import type { MessageNode } from "@/lib/protocol/message";
import { imageHost, isRemoteImageUrl, remoteImageUrls } from "./remote-images";
import { toolNode, userNode } from "./test-support/nodes";

describe("remote images", () => {
  it("are any address but inline bytes or a local blob", () => {
    for (const url of ["https://a.example/x.png", "http://a.example/x.png", "//a.example/x.png", "x.png"]) expect(isRemoteImageUrl(url)).toBe(true);
    for (const url of ["data:image/png;base64,AAAA", " DATA:image/png,x", "blob:https://app/123"]) expect(isRemoteImageUrl(url)).toBe(false);
  });

  it("name their host, port included, or the address itself when it has none", () => {
    expect(imageHost("https://img.example:8443/a.png")).toBe("img.example:8443");
    expect(imageHost("not a url")).toBe("not a url");
  });

  it("are found in user attachments sent by address and in tool results, in order, whatever else the nodes hold", () => {
    const linked = { id: "l1", kind: "image" as const, mediaType: "image/png", name: "a.png", size: 0, url: "https://a.example/a.png" };
    const stored = { id: "f1", kind: "image" as const, mediaType: "image/png", name: "b.png", size: 3 };
    const result = {
      toolUseId: "t",
      name: "chart",
      content: [
        { type: "text" as const, text: "Here" },
        { type: "image" as const, source: { type: "url" as const, url: "https://b.example/b.png" } },
        { type: "image" as const, source: { type: "base64" as const, media_type: "image/png" as const, data: "AAAA" } },
        { type: "image" as const, source: { type: "url" as const, url: "data:image/png;base64,AAAA" } },
      ],
    };
    const odd = { ...toolNode([]), results: [null, { content: "text only" }] } as unknown as MessageNode;
    expect(remoteImageUrls([userNode("hi", "u1", [stored, linked]), toolNode([result]), odd, { ...userNode("x"), attachments: null } as unknown as MessageNode])).toEqual([
      "https://a.example/a.png",
      "https://b.example/b.png",
    ]);
  });
});
