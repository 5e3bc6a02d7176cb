import { setFlagsFromString } from "node:v8";
import { runInNewContext } from "node:vm";

setFlagsFromString("--expose-gc");
const gc = runInNewContext("gc") as () => void;

/** Full collections, with time for V8 to free dead ArrayBuffers' memory (it does that concurrently): what is left is referenced. */
export async function collectGarbage() {
  for (let round = 0; round < 3; round++) {
    gc();
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
