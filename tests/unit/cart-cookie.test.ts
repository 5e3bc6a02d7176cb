import { MAX_CART_LINES, readCart, writeCart } from "../../server/cart.server";

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
    const [payload, signature] = [decoded.slice(0, decoded.lastIndexOf(".")), decoded.slice(decoded.lastIndexOf(".") + 1)];
    const forged = Buffer.from(JSON.stringify({ shopId: 1, lines: [{ productId: 3, quantity: 99, optionIds: [] }] })).toString("base64");
    expect(forged).not.toBe(payload);
    const tampered = `${name}=${encodeURIComponent(`${forged}.${signature}`)}`;
    expect(await readCart(new Request("http://shop.test/", { headers: { Cookie: tampered } }), 1)).toEqual([]);
  });

  it("ignores another shop's cart and garbage", async () => {
    const header = await writeCart(1, lines);
    expect(await readCart(requestWith(header), 2)).toEqual([]);
    expect(await readCart(new Request("http://shop.test/", { headers: { Cookie: "__cart=%%%garbage" } }), 1)).toEqual([]);
    expect(await readCart(new Request("http://shop.test/"), 1)).toEqual([]);
  });

  it("refuses to write more lines than the bound or absurd quantities", async () => {
    const many = Array.from({ length: MAX_CART_LINES + 1 }, (_, i) => ({ productId: i + 1, quantity: 1, optionIds: [] }));
    await expect(writeCart(1, many)).rejects.toThrow();
    await expect(writeCart(1, [{ productId: 1, quantity: 0, optionIds: [] }])).rejects.toThrow();
    await expect(writeCart(1, [{ productId: 1, quantity: 1000, optionIds: [] }])).rejects.toThrow();
  });
});
