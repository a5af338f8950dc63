// Text to windows-1252 bytes, for the test data: Latin-1 plus the few characters Windows put in
// 0x80–0x9F (the euro sign, curly quotes, dashes). PDF's WinAnsiEncoding is the same table there.

const HIGH: Record<string, number> = { "€": 0x80, "‚": 0x82, "„": 0x84, "…": 0x85, "‘": 0x91, "’": 0x92, "“": 0x93, "”": 0x94, "–": 0x96, "—": 0x97, "™": 0x99 };

export function windows1252(text: string): Uint8Array<ArrayBuffer> {
  return Uint8Array.from(text, (char) => {
    const code = HIGH[char] ?? char.charCodeAt(0);
    if (code > 0xff) throw new Error(`windows-1252 has no ${char}`);
    return code;
  });
}
