import { created, newFormToken, submitOnce, type FormOwner } from "#server/identity/form-once";

/** One-time form tokens: the same rendered form sent twice creates one thing, and both answers lead to it. */

let nextUser = 1;
const owner = (): FormOwner => ({ shopId: 1, userId: nextUser++, form: "address" });
const request = () => new Request("http://demo.localhost/profile/createAddress", { method: "POST" });
const jeddah = { city: "Jeddah", area: "Al Hamra", streetName: "Palestine Street" };
/** The same form (token and contents) for `owner`. */
const form = (token: string | null, owner: FormOwner, contents: unknown = jeddah) => ({ token, owner, contents });

/** A `create` that counts its runs and answers `answers` in turn (the last one again after that). */
function counted(...answers: Array<() => Promise<unknown>>) {
  const make = Object.assign(
    async () => {
      const answer = answers[Math.min(make.runs, answers.length - 1)]!;
      make.runs++;
      return answer();
    },
    { runs: 0 },
  );
  return make;
}

const address = (id: number) => async () =>
  created(`/profile/displayAddress?new=${id}`, "Address is added successfully ");
const slowly =
  <T>(answer: () => Promise<T>) =>
  () =>
    new Promise<T>((resolve) => setTimeout(() => resolve(answer()), 50));
const refusal = async () => ({ status: 400, formErrors: ["Failed to add new address!"] });

function expectRedirect(answer: unknown, location: string) {
  expect(answer).toBeInstanceOf(Response);
  const response = answer as Response;
  expect(response.status).toBe(303);
  expect(response.headers.get("Location")).toBe(location);
  // The success flash goes with every answer, the replay's too.
  expect(response.headers.get("Set-Cookie")).toMatch(/^__session=/);
}

describe("one-time form tokens", () => {
  it("gives every rendered form its own token", () => {
    const tokens = new Set(Array.from({ length: 500 }, newFormToken));
    // Across several of the draws the tokens are taken from.
    expect(tokens.size).toBe(500);
    for (const token of tokens) expect(token).toMatch(/^[\w-]{24}$/);
  });

  it("creates once when the same form is sent twice at once, and both answers lead to what was created", async () => {
    const shopper = owner();
    const token = newFormToken();
    const create = counted(slowly(address(1)), address(2));
    const [first, second] = await Promise.all([
      submitOnce(request(), form(token, shopper), create),
      submitOnce(request(), form(token, shopper), create),
    ]);
    expect(create.runs).toBe(1);
    expectRedirect(first, "/profile/displayAddress?new=1");
    expectRedirect(second, "/profile/displayAddress?new=1");
  });

  it("answers a fetcher's first POST with its own data, and any repeat (at once or later) with the redirect, never a second create", async () => {
    const shopper = { ...owner(), form: "review" as const };
    const token = newFormToken();
    const review = { rateValue: 2, comment: "Smaller than pictured" };
    const cleared = { reviewed: true };
    const create = counted(
      slowly(async () => created("/single-product/7#reviews", "Thank you! Your review was added.", cleared)),
    );
    const [first, atOnce] = await Promise.all([
      submitOnce(request(), form(token, shopper, review), create),
      submitOnce(request(), form(token, shopper, review), create),
    ]);
    expect(first).toBe(cleared);
    expectRedirect(atOnce, "/single-product/7#reviews");
    expectRedirect(await submitOnce(request(), form(token, shopper, review), create), "/single-product/7#reviews");
    expect(create.runs).toBe(1);
  });

  it("replays the first answer to the same form sent again later", async () => {
    const shopper = owner();
    const token = newFormToken();
    const create = counted(address(1), address(2));
    expectRedirect(await submitOnce(request(), form(token, shopper), create), "/profile/displayAddress?new=1");
    expectRedirect(await submitOnce(request(), form(token, shopper), create), "/profile/displayAddress?new=1");
    expect(create.runs).toBe(1);
    // A new render of the form is a new address.
    expectRedirect(await submitOnce(request(), form(newFormToken(), shopper), create), "/profile/displayAddress?new=2");
    expect(create.runs).toBe(2);
  });

  it("leaves the token free when nothing was created: a refusal, or an error", async () => {
    const shopper = owner();
    const token = newFormToken();
    const create = counted(refusal, async () => Promise.reject(new Error("upstream down")), address(3));
    expect(await submitOnce(request(), form(token, shopper), create)).toEqual({
      status: 400,
      formErrors: ["Failed to add new address!"],
    });
    await expect(submitOnce(request(), form(token, shopper), create)).rejects.toThrow("upstream down");
    expectRedirect(await submitOnce(request(), form(token, shopper), create), "/profile/displayAddress?new=3");
    expect(create.runs).toBe(3);
  });

  it("lets a second POST waiting on a first that created nothing try itself", async () => {
    const shopper = owner();
    const token = newFormToken();
    const create = counted(slowly(refusal), address(4));
    const [first, second] = await Promise.all([
      submitOnce(request(), form(token, shopper), create),
      submitOnce(request(), form(token, shopper), create),
    ]);
    expect(first).toEqual({ status: 400, formErrors: ["Failed to add new address!"] });
    expectRedirect(second, "/profile/displayAddress?new=4");
    expect(create.runs).toBe(2);
  });

  it("keeps a token to its shop, shopper and form", async () => {
    const shopper = owner();
    const token = newFormToken();
    const create = counted(address(1), address(2), address(3), address(4));
    await submitOnce(request(), form(token, shopper), create);
    await submitOnce(request(), form(token, { ...shopper, userId: Number(shopper.userId) + 10_000 }), create);
    await submitOnce(request(), form(token, { ...shopper, shopId: 2 }), create);
    await submitOnce(request(), form(token, { ...shopper, form: "contact" }), create);
    expect(create.runs).toBe(4);
  });

  it("takes the same token with other contents for another submission (a page brought back and changed)", async () => {
    const shopper = owner();
    const token = newFormToken();
    const create = counted(address(1), address(2));
    expectRedirect(await submitOnce(request(), form(token, shopper), create), "/profile/displayAddress?new=1");
    expectRedirect(
      await submitOnce(request(), form(token, shopper, { ...jeddah, city: "Mecca" }), create),
      "/profile/displayAddress?new=2",
    );
    expectRedirect(
      await submitOnce(request(), form(token, shopper, { ...jeddah }), create),
      "/profile/displayAddress?new=1",
    );
    expect(create.runs).toBe(2);
  });

  it("runs every time without a valid token (a form from before tokens, a hand-made POST)", async () => {
    const shopper = owner();
    const create = counted(address(1), address(2), address(3));
    for (const token of [null, "", "short", "not a token!!!!!!!!!!!!!!!!!"])
      await submitOnce(request(), form(token, shopper), create);
    expect(create.runs).toBe(4);
  });
});
