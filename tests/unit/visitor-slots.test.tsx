import { PassThrough } from "node:stream";
import { renderToPipeableStream, renderToString } from "react-dom/server";
import { guestPageOfShell, parseShell, shellSegments, stitch } from "#server/platform/visitor-slots";
import { renderedPage, withoutReactPadding } from "~/lib/react-stream.server";
import { markSlot } from "~/lib/shell-slot.server";
import { SlotMarks, VisitorSlot } from "~/lib/shop-visitor";

/**
 * A page rendered as a shell (decision 0029): its visitor slots between markers, a guest's page
 * the shell without them, another visitor's page the shell with their fragments.
 */

function Page() {
  return (
    <div>
      <header>
        Shop
        <VisitorSlot name="visitor-links">
          <nav>
            <a href="/login">Login</a>
          </nav>
        </VisitorSlot>
      </header>
      <VisitorSlot name="heart" props={{ productId: 36, label: `موقد "تخييم" & <co>`, variant: "card" }}>
        <form>heart</form>
      </VisitorSlot>
      <VisitorSlot name="flash">{null}</VisitorSlot>
      text
    </div>
  );
}

describe("a shell", () => {
  const inline = renderToString(<Page />);
  const shellHtml = renderToString(
    <SlotMarks.Provider value={markSlot}>
      <Page />
    </SlotMarks.Provider>,
  );
  const shell = parseShell(shellHtml)!;

  it("is a guest's page without its markers", () => {
    expect(shellHtml).not.toBe(inline);
    expect(stitch(shell, shell.guest)).toBe(inline);
  });

  it("is kept as a guest's page and where its slots are, which give the shell back, multi-byte text and all", () => {
    const arabic = shellHtml.replace("Shop", "متجر — Shop");
    const { page, layout } = guestPageOfShell(Buffer.from(arabic))!;
    const parsed = parseShell(arabic)!;
    expect(page.toString("utf8")).toBe(stitch(parsed, parsed.guest));
    expect(page.toString("utf8")).toBe(inline.replace("Shop", "متجر — Shop"));
    expect(layout.slots).toEqual(parsed.slots);
    const segments = shellSegments(page, layout).map((segment) => segment.toString("utf8"));
    expect(segments).toEqual(parsed.segments);
    expect(guestPageOfShell(Buffer.from("<p>no slots</p>"))).toBeNull();
  });

  it("names each slot and its props, in order", () => {
    expect(shell.slots).toEqual([
      { name: "visitor-links", props: {} },
      { name: "heart", props: { productId: 36, label: `موقد "تخييم" & <co>`, variant: "card" } },
      { name: "flash", props: {} },
    ]);
    expect(shell.guest).toEqual(['<nav><a href="/login">Login</a></nav>', "<form>heart</form>", ""]);
  });

  it("takes a visitor's fragments in its slots' places", () => {
    const page = stitch(shell, ["<nav>Amal</nav>", "<form>wished</form>", "<p>Saved</p>"]);
    expect(page).toBe(
      inline
        .replace('<nav><a href="/login">Login</a></nav>', "<nav>Amal</nav>")
        .replace("<form>heart</form>", "<form>wished</form><p>Saved</p>"),
    );
    expect(() => stitch(shell, ["one"])).toThrow();
  });

  it("is not one when the page has no slot, and refuses a slot it does not know", () => {
    expect(parseShell("<p>no slots</p>")).toBeNull();
    expect(() =>
      parseShell('<template data-visitor-slot="nope"></template>x<template data-visitor-slot-end="true"></template>'),
    ).toThrow(/unknown visitor slot/);
    expect(() => parseShell('<p><template data-visitor-slot="flash"></template>no end</p>')).toThrow(/not whole/);
  });
});

describe("React's streamed output", () => {
  /** Text whose Arabic letters (two bytes each) fall across React's 2048-byte buffers. */
  function Arabic() {
    return (
      <ul>
        {Array.from({ length: 120 }, (_, index) => (
          <li key={index} title={`موقد تخييم ${index}`}>
            x{"ب".repeat(index % 7)}
          </li>
        ))}
      </ul>
    );
  }

  async function streamed(through?: () => NodeJS.ReadWriteStream): Promise<string> {
    return new Promise((resolve, reject) => {
      const chunks: Buffer[] = [];
      const sink = through ? (through() as PassThrough) : new PassThrough();
      sink.on("data", (chunk: Buffer) => chunks.push(chunk));
      sink.on("end", () => resolve(Buffer.concat(chunks).toString("utf8")));
      const { pipe } = renderToPipeableStream(<Arabic />, { onAllReady: () => pipe(sink), onError: reject });
    });
  }

  it("carries zero bytes where a letter did not fit (React 18.3), and none through withoutReactPadding", async () => {
    expect(await streamed()).toContain("\0");
    const fixed = await streamed(withoutReactPadding);
    expect(fixed).not.toContain("\0");
    expect(fixed).toBe(renderToString(<Arabic />));
  });

  it("is kept whole, without the zero bytes, by renderedPage", async () => {
    const page = await new Promise<Buffer>((resolve, reject) => {
      const { pipe } = renderToPipeableStream(<Arabic />, {
        onAllReady: () => renderedPage(pipe).then(resolve, reject),
        onError: reject,
      });
    });
    expect(page.includes(0)).toBe(false);
    expect(page.toString("utf8")).toBe(renderToString(<Arabic />));
  });
});
