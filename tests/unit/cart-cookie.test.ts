import { addLine, changeCart, MAX_CART_LINES, readCart, readCartState, writeCart } from "#server/cart/cart";
import { cartStore } from "#server/cart/cart-store";
import { log } from "#server/platform/log";

function requestWith(setCookie: string) {
  const pair = setCookie.split(";")[0]!;
  return new Request("http://shop.test/cart", { headers: { Cookie: pair } });
}

describe("cart cookie", () => {
  const lines = [
    { productId: 3, quantity: 2, optionIds: [11, 14] },
    { productId: 9, quantity: 1, optionIds: [] },
  ];

  it("round-trips the lines, signed and httpOnly", async () => {
    const header = await writeCart(1, lines);
    expect(header).toMatch(/HttpOnly/i);
    expect(header).toMatch(/SameSite=Lax/i);
    expect(await readCart(requestWith(header), 1)).toEqual(lines);
  });

  it("discards a tampered cookie", async () => {
    const header = await writeCart(1, lines);
    const [name, value] = header.split(";")[0]!.split("=") as [string, string];
    const decoded = decodeURIComponent(value);
    const [payload, signature] = [
      decoded.slice(0, decoded.lastIndexOf(".")),
      decoded.slice(decoded.lastIndexOf(".") + 1),
    ];
    const forged = Buffer.from(
      JSON.stringify({ shopId: 1, lines: [{ productId: 3, quantity: 99, optionIds: [] }] }),
    ).toString("base64");
    expect(forged).not.toBe(payload);
    const tampered = `${name}=${encodeURIComponent(`${forged}.${signature}`)}`;
    expect(await readCart(new Request("http://shop.test/", { headers: { Cookie: tampered } }), 1)).toEqual([]);
  });

  it("reads a cookie read before from memory, read-only, and each header as its own cart", async () => {
    const first = requestWith(await writeCart(1, lines));
    const other = requestWith(await writeCart(1, [lines[1]!]));
    for (const round of [1, 2, 3]) {
      expect(await readCart(first, 1), `round ${round}`).toEqual(lines);
      expect(await readCart(other, 1)).toEqual([lines[1]]);
      expect(await readCart(new Request("http://shop.test/", { headers: { Cookie: "x=1" } }), 1)).toEqual([]);
    }
    const remembered = await readCart(first, 1);
    expect(() => (remembered as unknown[]).push(lines[0])).toThrow(TypeError);
    // A change makes new lines from the remembered ones.
    const changed = await changeCart(first, 1, (current) => current.filter((line) => line.productId === 9));
    expect(changed.state.lines).toEqual([lines[1]]);
    expect(await readCart(first, 1)).toEqual(lines);
  });

  it("ignores another shop's cart and garbage", async () => {
    const header = await writeCart(1, lines);
    expect(await readCart(requestWith(header), 2)).toEqual([]);
    expect(await readCart(new Request("http://shop.test/", { headers: { Cookie: "__cart=%%%garbage" } }), 1)).toEqual(
      [],
    );
    expect(await readCart(new Request("http://shop.test/"), 1)).toEqual([]);
  });

  it("refuses to write more lines than the bound or absurd quantities", async () => {
    const many = Array.from({ length: MAX_CART_LINES + 1 }, (_, i) => ({
      productId: i + 1,
      quantity: 1,
      optionIds: [],
    }));
    await expect(writeCart(1, many)).rejects.toThrow();
    await expect(writeCart(1, [{ productId: 1, quantity: 0, optionIds: [] }])).rejects.toThrow();
    await expect(writeCart(1, [{ productId: 1, quantity: 1000, optionIds: [] }])).rejects.toThrow();
  });
});

describe("two cart changes at the same moment", () => {
  const line = (productId: number) => ({ productId, quantity: 1, optionIds: [] });
  const add = (productId: number) => (lines: Parameters<typeof addLine>[0]) => addLine(lines, line(productId)).lines;

  it("both stay, whichever answer the browser keeps: the second builds on the first, not on the cookie both carried", async () => {
    const start = await changeCart(new Request("http://shop.test/cart", { method: "POST" }), 1, add(1));
    // Two tabs post with the same cookie, together.
    const [a, b] = await Promise.all([
      changeCart(requestWith(start.cookie), 1, add(2)),
      changeCart(requestWith(start.cookie), 1, add(3)),
    ]);
    const later = a.state.version > b.state.version ? a : b;
    expect((await readCart(requestWith(later.cookie), 1)).map((l) => l.productId).sort()).toEqual([1, 2, 3]);
    // The earlier answer's cookie (kept if the answers crossed) reads the newest cart too.
    const earlier = later === a ? b : a;
    expect((await readCart(requestWith(earlier.cookie), 1)).map((l) => l.productId).sort()).toEqual([1, 2, 3]);
    // And so does the cookie from before both: a change never builds on less than the newest cart.
    const next = await changeCart(requestWith(start.cookie), 1, add(4));
    expect(next.state.lines.map((l) => l.productId).sort()).toEqual([1, 2, 3, 4]);
  });

  it("a cookie from before carts had ids still reads, and gets an id at its next change", async () => {
    const lines = [line(3), line(9)];
    const old = await writeCart(1, lines);
    expect(await readCart(requestWith(old), 1)).toEqual(lines);
    const changed = await changeCart(requestWith(old), 1, add(5));
    expect(changed.state.lines).toEqual([...lines, line(5)]);
    expect(changed.state.id).toMatch(/^[\w-]{16}$/);
  });

  it("a tie of versions with other contents (a change made on the cookie alone): the page shows what the next change builds on", async () => {
    const start = await changeCart(new Request("http://shop.test/cart", { method: "POST" }), 1, add(1));
    await changeCart(requestWith(start.cookie), 1, add(2));
    // Another tab's change from the same cookie while the store fails: the same version as the stored one, other lines.
    vi.spyOn(log, "error").mockImplementation(() => {});
    vi.spyOn(cartStore(), "get").mockRejectedValueOnce(new Error("store down"));
    const fork = await changeCart(requestWith(start.cookie), 1, add(3));
    vi.restoreAllMocks();
    const shown = await readCart(requestWith(fork.cookie), 1);
    const next = await changeCart(requestWith(fork.cookie), 1, add(4));
    expect([...shown, line(4)]).toEqual(next.state.lines);
  });
});

describe("what the cart store holds (Redis memory, docs/operations.md)", () => {
  const line = (productId: number) => ({ productId, quantity: 1, optionIds: [] });
  const add = (productId: number) => (lines: Parameters<typeof addLine>[0]) => addLine(lines, line(productId)).lines;

  afterEach(() => vi.restoreAllMocks());

  it("not a cart's first state: a request without a cookie (a script's, each a new cart) stores nothing; the next change stores the cart", async () => {
    const first = await changeCart(new Request("http://shop.test/cart", { method: "POST" }), 1, add(1));
    expect(await cartStore().get(`1:${first.state.id}`)).toBeUndefined();
    const second = await changeCart(requestWith(first.cookie), 1, add(2));
    expect(second.state.lines).toEqual([line(1), line(2)]);
    expect(await cartStore().get(`1:${first.state.id}`)).toMatchObject({
      version: second.state.version,
      revision: second.state.revision,
    });
  });

  it("a visitor without a cart id (no cookie, one from before ids) is not looked up: every page they load would ask for nothing", async () => {
    const get = vi.spyOn(cartStore(), "get");
    await readCartState(new Request("http://shop.test/"), 1);
    await readCartState(requestWith(await writeCart(1, [line(5)])), 1);
    expect(get).not.toHaveBeenCalled();
    const cart = await changeCart(new Request("http://shop.test/cart", { method: "POST" }), 1, add(1));
    await readCartState(requestWith(cart.cookie), 1);
    expect(get).toHaveBeenCalledTimes(1);
  });
});
