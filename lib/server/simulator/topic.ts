import "server-only";

// Pulls a short subject out of a question, so invented titles, tool arguments and JSON values relate
// to what was asked ("When does the Tessaly archive open?" → "Tessaly archive open").

const FILLER = new Set(
  "a an the what when where why who whom which how does do did is are was were can could should would will i you me my your please tell about explain show give find for of to in on at".split(" "),
);

export function topicOf(text: string): string {
  const words = text.match(/[\p{L}\p{N}][\p{L}\p{N}'’-]*/gu) ?? [];
  const kept = words.filter((w) => !FILLER.has(w.toLowerCase()));
  const topic = (kept.length > 0 ? kept : words).slice(0, 6).join(" ");
  return topic || "the demo";
}

/** The first capitalised word that does not start a sentence: a likely place or name. */
export function properNounOf(text: string): string | null {
  const words = text.split(/\s+/);
  for (let i = 1; i < words.length; i++) {
    const word = words[i].replace(/[^\p{L}\p{N}-]/gu, "");
    const startsSentence = /[.?!:]$/.test(words[i - 1]);
    if (!startsSentence && word !== "I" && /^\p{Lu}\p{Ll}/u.test(word)) return word;
  }
  return null;
}
