// Not a test of the suite: ../console-guard.test.ts runs it to see the guard of setup-env.ts work.
it("logs an error", () => {
  console.error("something broke");
});

it("expects an error and says so", () => {
  const quiet = vi.spyOn(console, "error").mockImplementation(() => {});
  console.error("expected");
  expect(quiet).toHaveBeenCalledOnce();
  quiet.mockRestore();
});

it("logs nothing", () => {
  expect(1).toBe(1);
});
