// Footnotes numbered across a whole document: one per source URL, in order of first citation,
// listing every passage cited from it.

import { link } from "./markdown-syntax";
import type { Citation } from "./parts";

interface Note {
  number: number;
  url: string;
  title: string;
  passages: string[];
}

export class Footnotes {
  private readonly byUrl = new Map<string, Note>();

  /** The reference `[^n]` to this citation's source, noting its passages. */
  ref(citation: Citation): string {
    let note = this.byUrl.get(citation.url);
    if (!note) {
      note = { number: this.byUrl.size + 1, url: citation.url, title: citation.title || citation.url, passages: [] };
      this.byUrl.set(citation.url, note);
    }
    for (const text of citation.citedTexts) {
      const passage = text.replace(/\s+/g, " ").trim();
      if (passage && !note.passages.includes(passage)) note.passages.push(passage);
    }
    return `[^${note.number}]`;
  }

  /** The footnote definitions, one a line; empty when nothing was cited. */
  render(): string {
    return [...this.byUrl.values()]
      .map((note) => {
        const quotes = note.passages.map((passage) => `“${passage}”`).join(" ");
        return `[^${note.number}]: ${link(note.title, note.url)}${quotes ? ` — ${quotes}` : ""}`;
      })
      .join("\n");
  }
}
