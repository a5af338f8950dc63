// A database of its own for each test, in fake-indexeddb.

import "fake-indexeddb/auto";
import { openDatabase, type MoonlitDB } from "../database";

let counter = 0;

/** A database with a name no other test uses, so tests never share state. */
export function freshDb(): MoonlitDB {
  counter += 1;
  return openDatabase(`moonlit-test-${process.pid}-${counter}-${Math.random().toString(36).slice(2)}`);
}
