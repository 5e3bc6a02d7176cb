import { Transform, type Writable } from "node:stream";

/** The size of React 18's server output buffer (ReactServerStreamConfigNode's VIEW_SIZE). */
const REACT_VIEW_BYTES = 2048;

/**
 * React 18.3.1's renderToPipeableStream writes its whole 2048-byte buffer when a multi-byte
 * character does not fit at its end, the unwritten 1–3 bytes included: zero bytes in the page, an
 * Arabic letter lost at every such boundary ("موقد ت\0خييم"), and JSON in an attribute broken
 * (facebook/react#31134, fixed in React 19 only; decision 0029). The buffer is new, so that tail
 * is always zeros, and a chunk of exactly 2048 bytes ending in zeros is only ever that: a page
 * never holds a NUL of its own (React would write one from text, and HTML drops it anyway).
 * Everything entry.server renders goes through this (`withoutReactPadding` or `renderedPage`).
 */
function unpadded(chunk: Uint8Array): Uint8Array {
  if (chunk.length !== REACT_VIEW_BYTES || chunk[chunk.length - 1] !== 0) return chunk;
  let end = chunk.length;
  while (end > REACT_VIEW_BYTES - 3 && chunk[end - 1] === 0) end -= 1;
  return chunk.subarray(0, end);
}

/** React's streamed render, passed on without its padding (see `unpadded`). */
export function withoutReactPadding(): Transform {
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      done(null, unpadded(chunk));
    },
  });
}

/**
 * The whole page a render writes, for a page the cache keeps (nothing of it streams). React
 * writes into this stand-in for a stream, which keeps its chunks as they come: what a
 * destination of `pipe` must offer (write, end, destroy, on) and nothing else. A Transform and
 * its events cost 5 % of a miss (profiled 2026-11-28, issue 37). React never waits for "drain"
 * here (every write says "go on"), and neither "error" nor "close" come from memory.
 */
export function renderedPage(pipe: (destination: Writable) => void): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Uint8Array[] = [];
    const destination = {
      write(chunk: Uint8Array) {
        chunks.push(unpadded(chunk));
        return true;
      },
      end() {
        resolve(Buffer.concat(chunks));
      },
      destroy(error?: Error) {
        reject(error ?? new Error("the render was aborted"));
      },
      on() {
        return destination;
      },
    };
    pipe(destination as unknown as Writable);
  });
}
