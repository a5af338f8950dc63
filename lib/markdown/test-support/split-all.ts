// A finished text split in one go, for tests that check the splitter's pieces or draw them whole.

import { createBlockSplitter } from "../incremental-blocks";

/** The same result as appending the text in any number of pieces. */
export function splitAll(text: string): { blocks: string[]; tail: string } {
  const splitter = createBlockSplitter();
  splitter.append(text);
  return { blocks: [...splitter.blocks], tail: splitter.tail() };
}
