import { describe, expect, it } from "vitest";
import { imageSize, makePng } from "./image-bytes";

describe("image bytes for the specs", () => {
  it("makes a PNG whose header says its size", () => {
    expect(imageSize(makePng(300, 20))).toEqual({ type: "png", width: 300, height: 20 });
  });

  it("reads JPEG, WebP and GIF headers", () => {
    // A JPEG: SOI, an APP0 segment, then SOF0 with height 480 and width 640.
    const jpeg = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x04, 0x00, 0x00, 0xff, 0xc0, 0x00, 0x11, 0x08, 0x01, 0xe0, 0x02, 0x80, 0x03, 0, 0, 0, 0, 0, 0]);
    expect(imageSize(jpeg)).toEqual({ type: "jpeg", width: 640, height: 480 });
    const vp8x = Buffer.alloc(30);
    vp8x.write("RIFF", 0, "latin1");
    vp8x.write("WEBPVP8X", 8, "latin1");
    vp8x.writeUIntLE(2047, 24, 3);
    vp8x.writeUIntLE(1535, 27, 3);
    expect(imageSize(vp8x)).toEqual({ type: "webp", width: 2048, height: 1536 });
    const gif = Buffer.from("GIF89a\x10\x00\x08\x00", "latin1");
    expect(imageSize(gif)).toEqual({ type: "gif", width: 16, height: 8 });
    expect(() => imageSize(Buffer.from("hello"))).toThrow();
  });
});
