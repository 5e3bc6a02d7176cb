import { parseWithZod } from "@conform-to/zod";
import { ReviewFormSchema } from "~/forms/review";
import { ALREADY_REVIEWED, COMMENT_MAX_LENGTH, COMMENT_REQUIRED, COMMENT_TOO_LONG, RATING_REQUIRED } from "~/texts";

/** Parses like the product page's action does: conform reads the FormData (empty strings become missing). */
function parse(fields: Record<string, string>) {
  const formData = new FormData();
  for (const [name, value] of Object.entries(fields)) formData.append(name, value);
  return parseWithZod(formData, { schema: ReviewFormSchema });
}

function errorsOf(submission: ReturnType<typeof parse>) {
  return submission.status === "error" ? submission.error : undefined;
}

describe("the review form", () => {
  it("keeps the spec's refusal text", () => {
    expect(ALREADY_REVIEWED).toBe("you already have reviewed this product");
  });

  it.each(["1", "2", "3", "4", "5"])("takes %s stars with a comment, trimmed", (rateValue) => {
    const submission = parse({ intent: "review", rateValue, comment: "  Lovely colour  " });
    expect(submission.status).toBe("success");
    expect(submission.status === "success" && submission.value).toEqual({
      intent: "review",
      rateValue: Number(rateValue),
      comment: "Lovely colour",
    });
  });

  it("names both fields when both are missing", () => {
    expect(errorsOf(parse({ intent: "review" }))).toEqual({
      rateValue: [RATING_REQUIRED],
      comment: [COMMENT_REQUIRED],
    });
  });

  it("asks for a comment when it is blank", () => {
    expect(errorsOf(parse({ intent: "review", rateValue: "4", comment: "   " }))).toEqual({
      comment: [COMMENT_REQUIRED],
    });
  });

  it.each(["0", "6", "2.5", "-1", "five", "1e1"])("refuses the rating %j", (rateValue) => {
    expect(errorsOf(parse({ intent: "review", rateValue, comment: "Fine" }))).toEqual({ rateValue: [RATING_REQUIRED] });
  });

  it("limits the comment's length", () => {
    expect(parse({ intent: "review", rateValue: "3", comment: "x".repeat(COMMENT_MAX_LENGTH) }).status).toBe("success");
    expect(errorsOf(parse({ intent: "review", rateValue: "3", comment: "x".repeat(COMMENT_MAX_LENGTH + 1) }))).toEqual({
      comment: [COMMENT_TOO_LONG],
    });
  });

  it("refuses another intent", () => {
    expect(errorsOf(parse({ intent: "delete", rateValue: "3", comment: "Fine" }))).toHaveProperty("intent");
  });
});
