import { formFailureStatus, toHttpError } from "#server/tenancy/route";
import { UpstreamError } from "#server/upstream/client";

/** What a page shows when the upstream refuses, limits or fails a call no form handled. */

type Thrown = { data: Record<string, unknown>; init: { status: number; headers?: Record<string, string> } };

describe("toHttpError", () => {
  it("turns a rejected call into a 4xx page with the upstream's reason, not 'taking a short break'", () => {
    const answer = toHttpError(
      new UpstreamError("rejected", "upstream answered 400", 400, { detail: "Quantity must be at least 1." }),
      "/cart",
    ) as Thrown;
    expect(answer.init.status).toBe(400);
    expect(answer.data).toEqual({ message: "Quantity must be at least 1." });
  });

  it("keeps 409 and 422, and says something clear when the upstream gave only field errors", () => {
    const fields = toHttpError(
      new UpstreamError("rejected", "upstream answered 422", 422, { email: ["Enter a valid email."] }),
      "/x",
    ) as Thrown;
    expect(fields.init.status).toBe(422);
    expect(fields.data.message).toBe("The shop could not accept this request. Please check it and try again.");
    expect((toHttpError(new UpstreamError("rejected", "upstream answered 409", 409), "/x") as Thrown).init.status).toBe(
      409,
    );
  });

  it("answers 429 with Retry-After when the upstream asks us to slow down", () => {
    const answer = toHttpError(new UpstreamError("rate_limited", "upstream answered 429", 429), "/x") as Thrown;
    expect(answer.init.status).toBe(429);
    expect(answer.init.headers).toEqual({ "Retry-After": "30" });
    expect(answer.data.message).toBe("The shop is busy right now. Please try again in 30 seconds.");
  });

  it("keeps 404, the sign-in redirect and 503 for the rest", () => {
    expect(
      (toHttpError(new UpstreamError("not_found", "upstream answered 404", 404), "/x") as Thrown).init.status,
    ).toBe(404);
    const redirect = toHttpError(
      new UpstreamError("unauthorized", "upstream answered 401", 401),
      "/profile",
    ) as Response;
    expect(redirect.headers.get("Location")).toBe("/login?redirectTo=%2Fprofile");
    for (const kind of ["unavailable", "invalid_response"] as const) {
      const answer = toHttpError(new UpstreamError(kind, "down"), "/x") as Thrown;
      expect(answer.init.status).toBe(503);
      expect(answer.data).toEqual({ reason: "unavailable" });
    }
    const bug = new Error("not ours");
    expect(toHttpError(bug, "/x")).toBe(bug);
  });
});

describe("formFailureStatus", () => {
  it("answers a form whose upstream call failed with 400 for a refusal, 429 for a limit, 503 for the rest", () => {
    expect(formFailureStatus(new UpstreamError("rejected", "upstream answered 400", 400))).toBe(400);
    expect(formFailureStatus(new UpstreamError("rate_limited", "upstream answered 429", 429))).toBe(429);
    expect(formFailureStatus(new UpstreamError("unavailable", "upstream timed out"))).toBe(503);
    expect(formFailureStatus(new UpstreamError("invalid_response", "broken", 200))).toBe(503);
  });
});
