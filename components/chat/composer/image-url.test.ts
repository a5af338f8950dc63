import { describe, expect, it } from "vitest";
import { imageLinkIn } from "./image-url";

describe("imageLinkIn", () => {
  it("finds an image address pasted alone, named after its file", () => {
    expect(imageLinkIn("https://example.com/photos/moon.png")).toEqual({ url: "https://example.com/photos/moon.png", name: "moon.png", mediaType: "image/png" });
    expect(imageLinkIn("  http://cdn.example.org/a/Big%20Moon.JPG?w=2000#top \n")).toEqual({
      url: "http://cdn.example.org/a/Big%20Moon.JPG?w=2000#top",
      name: "Big Moon.JPG",
      mediaType: "image/jpeg",
    });
    expect(imageLinkIn("https://example.com/x.webp")?.mediaType).toBe("image/webp");
    expect(imageLinkIn("https://example.com/x.gif")?.mediaType).toBe("image/gif");
    expect(imageLinkIn("https://example.com/100%.png")?.name).toBe("100%.png");
  });

  it("leaves everything else as text", () => {
    for (const text of [
      "look at https://example.com/moon.png",
      "https://example.com/moon.png https://example.com/sun.png",
      "https://example.com/page.html",
      "https://example.com/png",
      "https://example.com/moon.svg",
      "https://example.com/",
      "ftp://example.com/moon.png",
      "data:image/png;base64,AAAA",
      "moon.png",
      "",
    ]) {
      expect(imageLinkIn(text)).toBeNull();
    }
  });
});
