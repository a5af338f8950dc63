import { describe, expect, it } from "vitest";
import { SecretRedactor } from "./secret-redactor";

const SECRET = "sk-live-0123456789abcdef";
const encode = (text: string) => new TextEncoder().encode(text);
const decode = (parts: Uint8Array[]) => Buffer.concat(parts).toString("utf8");

function relay(text: string, cuts: number[]): string {
  const redactor = new SecretRedactor(SECRET);
  const bytes = encode(text);
  const out: Uint8Array[] = [];
  let start = 0;
  for (const cut of [...cuts, bytes.length]) {
    out.push(redactor.push(bytes.subarray(start, cut)));
    start = cut;
  }
  out.push(redactor.end());
  return decode(out);
}

describe("SecretRedactor", () => {
  const text = `event: error\ndata: {"message":"bad key ${SECRET}, and again ${SECRET}s"}\n\nevent: ping\ndata: {}\n\n`;
  const expected = text.replaceAll(SECRET, "*".repeat(SECRET.length));

  it("masks the secret at every way of cutting the stream in two and three", () => {
    for (let a = 0; a <= text.length; a++) {
      expect(relay(text, [a])).toBe(expected);
      for (let b = a; b <= text.length; b += 7) expect(relay(text, [a, b])).toBe(expected);
    }
  });

  it("passes bytes through untouched when there is no secret, holding back only what could start one", () => {
    const redactor = new SecretRedactor(SECRET);
    const chunk = encode('data: {"text":"sk-"}\n\n');
    expect(redactor.push(chunk)).toBe(chunk);
    expect(decode([redactor.push(encode("data: sk-li"))])).toBe("data: ");
    expect(decode([redactor.push(encode("ne\n\n"))])).toBe("sk-line\n\n");
    expect(decode([redactor.push(encode("x sk-live-0"))])).toBe("x ");
    expect(decode([redactor.end()])).toBe("sk-live-0");
  });

  it("leaves short values alone", () => {
    expect(SecretRedactor.for("abc")).toBeNull();
    expect(SecretRedactor.for(undefined)).toBeNull();
    expect(SecretRedactor.for(SECRET)).toBeInstanceOf(SecretRedactor);
  });
});
