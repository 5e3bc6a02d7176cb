import { Transform } from "node:stream";

/** The size of React 18's server output buffer (ReactServerStreamConfigNode's VIEW_SIZE). */
const REACT_VIEW_BYTES = 2048;

/**
 * React 18.3.1's renderToPipeableStream writes its whole 2048-byte buffer when a multi-byte
 * character does not fit at its end, the unwritten 1–3 bytes included: zero bytes in the page, an
 * Arabic letter lost at every such boundary ("موقد ت\0خييم"), and JSON in an attribute broken
 * (facebook/react#31134, fixed in React 19 only; decision 0029). The buffer is new, so that tail
 * is always zeros, and a chunk of exactly 2048 bytes ending in zeros is only ever that: a page
 * never holds a NUL of its own (React would write one from text, and HTML drops it anyway).
 * Everything entry.server renders goes through this.
 */
export function withoutReactPadding(): Transform {
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      if (chunk.length !== REACT_VIEW_BYTES || chunk[chunk.length - 1] !== 0) return done(null, chunk);
      let end = chunk.length;
      while (end > REACT_VIEW_BYTES - 3 && chunk[end - 1] === 0) end -= 1;
      done(null, chunk.subarray(0, end));
    },
  });
}
