import type { AttemptOutcome } from "#server/checkout/checkout-attempts";
import {
  cartFingerprint,
  claimPaymentReturn,
  issueCheckoutToken,
  paymentReturnClaimed,
  runCheckoutAttempt,
  usedCheckoutToken,
} from "#server/checkout/checkout-attempts";

/** One-time checkout tokens: one order per checkout attempt, whatever the browser resends. */

const cart = [
  { productId: 3, quantity: 2, optionIds: [9, 4] },
  { productId: 1, quantity: 1, optionIds: [] },
];
const placed: AttemptOutcome = {
  location: "/confirm-order?order=7",
  clearCart: true,
  flash: { kind: "success", text: "Order placed successfully!" },
};
let nextUser = 1;
const owner = () => ({ shopId: 1, userId: nextUser++ });

describe("cart fingerprints", () => {
  it("are the same for the same lines in any order, and differ for another quantity", () => {
    expect(cartFingerprint(cart)).toBe(cartFingerprint([...cart].reverse()));
    expect(cartFingerprint(cart)).toBe(cartFingerprint([{ ...cart[0]!, optionIds: [4, 9] }, cart[1]!]));
    expect(cartFingerprint(cart)).not.toBe(cartFingerprint([{ ...cart[0]!, quantity: 3 }, cart[1]!]));
  });
});

describe("checkout tokens", () => {
  it("every render of the same cart shares the unused token; another cart gets another", async () => {
    const shopper = owner();
    const token = await issueCheckoutToken(shopper, cartFingerprint(cart), 100);
    expect(await issueCheckoutToken(shopper, cartFingerprint(cart), 100)).toBe(token);
    expect(await issueCheckoutToken(shopper, cartFingerprint(cart.slice(1)), 100)).not.toBe(token);
    expect(await issueCheckoutToken(owner(), cartFingerprint(cart), 100)).not.toBe(token);
    // The same cart at another total (the catalogue's prices refreshed) is another checkout.
    expect(await issueCheckoutToken(shopper, cartFingerprint(cart), 120)).not.toBe(token);
  });

  it("pays at the total the page showed with the token, whatever the catalogue says when the form comes back", async () => {
    const shopper = owner();
    const fingerprint = cartFingerprint(cart);
    const shown = await issueCheckoutToken(shopper, fingerprint, 145);
    await issueCheckoutToken(shopper, fingerprint, 195);
    const totals: number[] = [];
    const result = await runCheckoutAttempt(
      shown,
      shopper,
      fingerprint,
      async (shownTotal) => (totals.push(shownTotal), placed),
    );
    expect(result).toMatchObject({ kind: "outcome", first: true });
    expect(totals).toEqual([145]);
  });

  it("pays once: a replay and a parallel request get the first outcome", async () => {
    const shopper = owner();
    const fingerprint = cartFingerprint(cart);
    const token = await issueCheckoutToken(shopper, fingerprint, 100);
    let calls = 0;
    const pay = async () => {
      calls += 1;
      await new Promise((resolve) => setTimeout(resolve, 20));
      return placed;
    };
    const [a, b] = await Promise.all([
      runCheckoutAttempt(token, shopper, fingerprint, pay),
      runCheckoutAttempt(token, shopper, fingerprint, pay),
    ]);
    expect(calls).toBe(1);
    expect([a, b].map((r) => r.kind === "outcome" && r.first).sort()).toEqual([false, true]);
    expect(await runCheckoutAttempt(token, shopper, fingerprint, pay)).toMatchObject({
      kind: "outcome",
      outcome: placed,
      first: false,
    });
    expect(await usedCheckoutToken(token, shopper)).toMatchObject({ kind: "outcome", outcome: placed });
    expect(calls).toBe(1);
    // Once used, the next render gets a fresh token.
    expect(await issueCheckoutToken(shopper, fingerprint, 100)).not.toBe(token);
  });

  it("a failed attempt that threw leaves the token usable; nothing was placed", async () => {
    const shopper = owner();
    const fingerprint = cartFingerprint(cart);
    const token = await issueCheckoutToken(shopper, fingerprint, 100);
    await expect(
      runCheckoutAttempt(token, shopper, fingerprint, () => Promise.reject(new Error("down"))),
    ).rejects.toThrow("down");
    expect(await usedCheckoutToken(token, shopper)).toBeNull();
    expect(await runCheckoutAttempt(token, shopper, fingerprint, async () => placed)).toMatchObject({
      kind: "outcome",
      first: true,
    });
  });

  it("refuses another shopper's or an unknown token, and a cart that changed", async () => {
    const shopper = owner();
    const fingerprint = cartFingerprint(cart);
    const token = await issueCheckoutToken(shopper, fingerprint, 100);
    const pay = async () => placed;
    expect(await runCheckoutAttempt(token, owner(), fingerprint, pay)).toEqual({ kind: "expired" });
    expect(await runCheckoutAttempt(token, { ...shopper, shopId: 2 }, fingerprint, pay)).toEqual({ kind: "expired" });
    expect(await runCheckoutAttempt("made-up", shopper, fingerprint, pay)).toEqual({ kind: "expired" });
    expect(await runCheckoutAttempt(token, shopper, cartFingerprint(cart.slice(1)), pay)).toEqual({
      kind: "cart-changed",
    });
  });
});

describe("payment returns", () => {
  it("are honoured once per shop and reference", async () => {
    expect(await paymentReturnClaimed(1, "card:cs_1")).toBe(false);
    expect(await claimPaymentReturn(1, "card:cs_1")).toBe(true);
    expect(await claimPaymentReturn(1, "card:cs_1")).toBe(false);
    expect(await paymentReturnClaimed(1, "card:cs_1")).toBe(true);
    expect(await claimPaymentReturn(2, "card:cs_1")).toBe(true);
  });
});
