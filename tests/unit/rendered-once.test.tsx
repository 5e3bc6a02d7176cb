import { Suspense, type ReactNode } from "react";
import { renderToPipeableStream, renderToString } from "react-dom/server";
import { useLocation } from "react-router-dom";
import { StaticRouter } from "react-router-dom/server";
import {
  forgetRenderedOnce,
  renderedOnce,
  RenderedOnceMarks,
  withRenderedOnceParts,
  type RenderedOnceRender,
} from "~/lib/rendered-once.server";
import { renderedPage } from "~/lib/react-stream.server";
import { markSlot } from "~/lib/shell-slot.server";
import { useT } from "~/lib/language";
import { SlotMarks, VisitorSlot } from "~/lib/shop-visitor";
import type { SlotMarker } from "#server/platform/visitor-slots";

/**
 * Parts rendered once (decision 0033): captured from a kept render, written in at their markers
 * on the next kept renders, and the page byte for byte what a render without them writes.
 */

type Item = { id: number; name: string };

let renders = 0;

/** A part as the app's are: text next to text (React's separators), an attribute to escape, a text in the page's language. */
const Items = renderedOnce("items", function Items({ items }: { items: Item[] }) {
  renders += 1;
  const t = useT();
  return (
    <ul className="list">
      {items.map((item) => (
        <li key={item.id} title={`"${item.name}" & co`}>
          {item.name} ({item.id}) {t({ en: "each", ar: "للقطعة" })}
        </li>
      ))}
    </ul>
  );
});

function Page({ items, children }: { items: Item[]; children?: ReactNode }) {
  return (
    <main>
      <h1>Shop</h1>
      text before
      <Items items={items} />
      text after
      {children}
    </main>
  );
}

const ITEMS = [
  { id: 1, name: "Lamp" },
  { id: 2, name: "Mug <set>" },
];

/** A product's heart, as the app's: a slot whose content shows the page's URL (its form's redirectTo). */
function Heart({ productId }: { productId: number }) {
  const location = useLocation();
  return (
    <VisitorSlot name="heart" props={{ productId }}>
      <form data-product={productId}>
        <input name="redirectTo" value={`${location.pathname}${location.search}`} readOnly />
      </form>
    </VisitorSlot>
  );
}

/** A guest's content of a slot on the page at `path`, as app/lib/visitor-fragments.server.tsx writes it for entry.server. */
const slotMarkupAt = (path: string) => async (slot: SlotMarker) =>
  renderToString(
    <StaticRouter location={path}>
      <Heart productId={Number(slot.props.productId)} />
    </StaticRouter>,
  );

/** A render as entry.server does it: a kept one into memory with its parts, any other without. */
async function rendered(page: ReactNode, options: { kept: boolean; path?: string; shell?: boolean }) {
  const path = options.path ?? "/";
  const parts: RenderedOnceRender | null = options.kept ? { parts: [], slotMarkup: slotMarkupAt(path) } : null;
  const html = await new Promise<Buffer>((resolve, reject) => {
    const { pipe } = renderToPipeableStream(
      <StaticRouter location={path}>
        <SlotMarks.Provider value={options.shell ? markSlot : null}>
          <RenderedOnceMarks.Provider value={parts}>{page}</RenderedOnceMarks.Provider>
        </SlotMarks.Provider>
      </StaticRouter>,
      { onAllReady: () => renderedPage(pipe).then(resolve, reject), onError: reject },
    );
  });
  return (parts ? await withRenderedOnceParts(html, parts) : html).toString("utf8");
}

/** The same tree as the browser's first render sees it. */
const plain = (page: ReactNode, path = "/") => renderToString(<StaticRouter location={path}>{page}</StaticRouter>);

beforeEach(() => {
  forgetRenderedOnce();
  renders = 0;
});

describe("renderedOnce", () => {
  it("is captured by a kept render and written in on the next, byte for byte a plain render", async () => {
    const first = await rendered(<Page items={ITEMS} />, { kept: true });
    expect(first).not.toContain("data-rendered-once");
    expect(first).toBe(plain(<Page items={ITEMS} />));
    const second = await rendered(<Page items={ITEMS} />, { kept: true });
    expect(second).toBe(first);
    expect(renders).toBe(1 + 1); // the plain render's, and the first kept render's
  });

  it("is another part for other props or another language", async () => {
    await rendered(<Page items={ITEMS} />, { kept: true });
    const other = [{ id: 3, name: "Kettle" }];
    expect(await rendered(<Page items={other} />, { kept: true })).toBe(plain(<Page items={other} />));
    const arabic = await rendered(<Page items={ITEMS} />, { kept: true, path: "/ar" });
    expect(arabic).toContain("للقطعة");
    expect(arabic).toBe(plain(<Page items={ITEMS} />, "/ar"));
  });

  it("renders as any other component in a render whose page is not kept", async () => {
    await rendered(<Page items={ITEMS} />, { kept: true });
    renders = 0;
    expect(await rendered(<Page items={ITEMS} />, { kept: false })).toBe(plain(<Page items={ITEMS} />));
    expect(renders).toBe(2);
  });

  it("renders props that are not plain data every time", async () => {
    const WithChildren = renderedOnce("with-children", function WithChildren({ children }: { children: ReactNode }) {
      renders += 1;
      return <div>{children}</div>;
    });
    await rendered(<WithChildren>one</WithChildren>, { kept: true });
    expect(await rendered(<WithChildren>two</WithChildren>, { kept: true })).toBe("<div>two</div>");
    expect(renders).toBe(2);
  });

  it("is not remembered when it holds a visitor slot, nor when it starts or ends with text", async () => {
    const Holding = renderedOnce("holding", function Holding({ shell }: { shell: boolean }) {
      renders += 1;
      return (
        <div>
          {shell ? "shell" : "page"}
          <VisitorSlot name="visitor-links">
            <nav>Login</nav>
          </VisitorSlot>
        </div>
      );
    });
    const Bare = renderedOnce("bare", function Bare({ text }: { text: string }) {
      renders += 1;
      return <>{text}</>;
    });
    for (let view = 0; view < 2; view++) {
      expect(await rendered(<Holding shell />, { kept: true, shell: true })).toContain("data-visitor-slot");
      expect(await rendered(<Bare text="loose" />, { kept: true })).toBe("loose");
    }
    expect(renders).toBe(4);
  });

  it("does not capture a part inside a part being captured", async () => {
    const Outer = renderedOnce("outer", function Outer({ items }: { items: Item[] }) {
      return (
        <section>
          <Items items={items} />
        </section>
      );
    });
    expect(await rendered(<Outer items={ITEMS} />, { kept: true })).toBe(plain(<Outer items={ITEMS} />));
    renders = 0;
    // The inner part was not remembered on its own: a page showing it alone renders it.
    await rendered(<Page items={ITEMS} />, { kept: true });
    expect(renders).toBe(1);
    // The outer one was, with the inner one's markup in it.
    expect(await rendered(<Outer items={ITEMS} />, { kept: true })).toBe(plain(<Outer items={ITEMS} />));
    expect(renders).toBe(1 + 1); // the plain render's
  });

  it("takes props with a function anywhere in them for props that are not plain data", async () => {
    const Picker = renderedOnce("picker", function Picker({ item }: { item: { name: string; onPick?: () => void } }) {
      renders += 1;
      return <p>{item.name}</p>;
    });
    await rendered(<Picker item={{ name: "Lamp", onPick: () => undefined }} />, { kept: true });
    await rendered(<Picker item={{ name: "Lamp", onPick: () => undefined }} />, { kept: true });
    expect(renders).toBe(2);
  });

  it("holds slots where declared: remembered from a shell render, each slot's content fresh on every page", async () => {
    const Card = renderedOnce(
      "card",
      function Card({ id, title }: { id: number; title: string }) {
        renders += 1;
        return (
          <article>
            <h3>{title}</h3>
            <Heart productId={id} />
            <p>after</p>
          </article>
        );
      },
      { holdsSlots: true },
    );
    const page = (
      <main>
        <Card id={1} title="Lamp" />
        <Card id={2} title="Mug" />
      </main>
    );
    // The same shell as rendered without parts (markers and a guest's content in each slot).
    const shell = (path: string) => rendered(page, { kept: false, shell: true, path });
    expect(await rendered(page, { kept: true, shell: true, path: "/a" })).toBe(await shell("/a"));
    renders = 0;
    const second = await rendered(page, { kept: true, shell: true, path: "/b?q=1" });
    expect(second).toBe(await shell("/b?q=1"));
    expect(second).toContain('value="/b?q=1"');
    expect(second).not.toContain('value="/a"');
    expect(renders).toBe(2); // the render without parts only
  });

  it("renders a part declared to hold slots as any other component in a kept render that is not a shell", async () => {
    const Card = renderedOnce(
      "card-plain",
      function Card({ id }: { id: number }) {
        renders += 1;
        return (
          <article>
            <Heart productId={id} />
          </article>
        );
      },
      { holdsSlots: true },
    );
    await rendered(<Card id={1} />, { kept: true, path: "/a" });
    expect(await rendered(<Card id={1} />, { kept: true, path: "/b" })).toContain('value="/b"');
    expect(renders).toBe(2);
  });

  it("writes each remembered part's own slots, whatever order React rendered the parts in", async () => {
    const Card = renderedOnce(
      "card-ordered",
      function Card({ id }: { id: number }) {
        return (
          <article>
            <Heart productId={id} />
          </article>
        );
      },
      { holdsSlots: true },
    );
    // A boundary that waits once a render: the card inside it is rendered after the card that follows it.
    let waiting: { ready: boolean; promise: Promise<void> } = { ready: true, promise: Promise.resolve() };
    function Later({ children }: { children: ReactNode }) {
      if (!waiting.ready) throw waiting.promise;
      return <>{children}</>;
    }
    const page = () => {
      const next = { ready: false, promise: Promise.resolve() };
      next.promise = new Promise<void>((resolve) => setTimeout(() => ((next.ready = true), resolve()), 5));
      waiting = next;
      return (
        <main>
          <Suspense fallback={null}>
            <Later>
              <Card id={1} />
            </Later>
          </Suspense>
          <Card id={2} />
        </main>
      );
    };
    await rendered(page(), { kept: true, shell: true });
    const second = await rendered(page(), { kept: true, shell: true });
    expect(second.indexOf('data-product="1"')).toBeLessThan(second.indexOf('data-product="2"'));
    expect(second).toBe(await rendered(page(), { kept: false, shell: true }));
  });
});
