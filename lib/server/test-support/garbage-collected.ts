import { setFlagsFromString } from "node:v8";
import { runInNewContext } from "node:vm";

// Whether anything still holds an object, asked of the garbage collector itself: memory claims
// proven by what is retained, not by timing or by the heap's size.

setFlagsFromString("--expose-gc");
const gc = runInNewContext("gc") as () => void;

/** True once nothing holds `ref`'s target (after a full collection). */
export async function garbageCollected(ref: WeakRef<object>): Promise<boolean> {
  // A WeakRef's target lives to the end of the job that last read it: collect in a fresh one.
  await new Promise((resolve) => setImmediate(resolve));
  gc();
  return ref.deref() === undefined;
}
