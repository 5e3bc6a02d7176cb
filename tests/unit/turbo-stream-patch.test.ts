import { createRequire } from "node:module";
import * as esmBuild from "turbo-stream";

/**
 * patches/turbo-stream+*.patch (docs/decisions/0016): Remix's single fetch decodes each `.data`
 * answer with turbo-stream's `decode` and reads only its `value`. When the next navigation aborts
 * a fetch whose first line has arrived but whose body has not ended (a second click, a form or
 * a timer's submit while a page loads), the end of the stream rejects two promises nobody awaits:
 * two "signal is aborted without reason" unhandled rejections in the shopper's browser. Both
 * builds are checked: the browser bundle takes the ES module, Node's `require` the CommonJS one.
 */

const builds = {
  "ES module (the browser's)": esmBuild,
  "CommonJS (require)": createRequire(import.meta.url)("turbo-stream") as typeof esmBuild,
};

/** A body that has sent one line (`{"x": 3}` flattened) and is then cut short by an abort. */
function bodyCutShort() {
  let controller!: ReadableStreamDefaultController<Uint8Array>;
  const body = new ReadableStream<Uint8Array>({
    start(streamController) {
      controller = streamController;
      streamController.enqueue(new TextEncoder().encode('[{"_1":2},"x",3]\n'));
    },
  });
  const abort = new AbortController();
  abort.abort();
  return { body, cut: () => controller.error(abort.signal.reason) };
}

describe.each(Object.entries(builds))("turbo-stream's decode, %s build, on a body cut short", (_name, { decode }) => {
  const unhandled: unknown[] = [];
  const listen = (reason: unknown) => unhandled.push(reason);
  beforeEach(() => {
    unhandled.length = 0;
    process.on("unhandledRejection", listen);
  });
  afterEach(() => {
    process.off("unhandledRejection", listen);
  });

  it("leaves no unhandled rejection when only the value is read (Remix's single fetch)", async () => {
    const { body, cut } = bodyCutShort();
    const decoded = await decode(body);
    expect(decoded.value).toEqual({ x: 3 });
    cut();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(unhandled).toEqual([]);
  });

  it("still rejects `done` for a caller that awaits it", async () => {
    const { body, cut } = bodyCutShort();
    const decoded = await decode(body);
    cut();
    await expect(decoded.done).rejects.toMatchObject({ name: "AbortError" });
    expect(unhandled).toEqual([]);
  });
});
