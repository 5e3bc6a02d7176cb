import { parseWithZod } from "@conform-to/zod";
import {
  LOGIN_ECHOED,
  LoginFormSchema,
  loginSchema,
  meetsPasswordRule,
  notEchoed,
  REGISTER_ECHOED,
  RegisterFormSchema,
  registerSchema,
  registrationRefusal,
  resetCodeSchema,
  ResetCodeSchema,
  resetEmailSchema,
  ResetEmailSchema,
  resetPasswordSchema,
  ResetPasswordSchema,
} from "~/forms/auth";
import * as ar from "~/texts.ar";
import { summarizeErrors } from "~/forms/form-ui";
import {
  CODE_INCORRECT,
  INPUT_ALL_DATA,
  INPUT_YOUR_EMAIL,
  INVALID_EMAIL,
  INVALID_PHONE,
  PASSWORD_RULE,
  PASSWORDS_DIFFER,
  REPEATED_PHONE,
} from "~/texts";

/** Parses like the routes do: conform reads the FormData (empty strings become missing). */
function parse<S extends Parameters<typeof parseWithZod>[1]["schema"]>(schema: S, fields: Record<string, string>) {
  const formData = new FormData();
  for (const [name, value] of Object.entries(fields)) formData.append(name, value);
  return parseWithZod(formData, { schema });
}

function errorsOf(submission: ReturnType<typeof parse>) {
  return submission.status === "error" ? submission.error : undefined;
}

const registration = {
  firstName: "Amal",
  lastName: "Hassan",
  mobile: "0551234567",
  email: "amal@example.com",
  password: "Secret123",
};

describe("spec texts", () => {
  it("keeps the spec's wording, odd spacing included", () => {
    expect(INPUT_ALL_DATA).toBe("Please, Input all data!");
    expect(PASSWORD_RULE).toBe(
      "Password should contains lowercase , uppercase and digits letters. Password length shouldn't be less than 8! ",
    );
    expect(PASSWORDS_DIFFER).toBe("Password fields didn't match!");
    expect(INPUT_YOUR_EMAIL).toBe("Please, Input your email");
    expect(CODE_INCORRECT).toBe("ID isn't correct");
  });
});

describe("the password rule", () => {
  it.each([
    ["Secret123", true],
    ["Abcdefg1", true],
    ["Abcdef1", false], // 7 characters
    ["secret123", false], // no uppercase
    ["SECRET123", false], // no lowercase
    ["SecretPass", false], // no digit
    ["", false],
  ])("%j → %s", (password, ok) => {
    expect(meetsPasswordRule(password)).toBe(ok);
  });
});

describe("LoginFormSchema", () => {
  it("trims the inputs and reads Remember Me", () => {
    const submission = parse(LoginFormSchema, {
      mobile: "  buyer@example.com ",
      password: " Password1 ",
      remember: "on",
      redirectTo: "/cart",
    });
    expect(submission.status).toBe("success");
    if (submission.status !== "success") return;
    expect(submission.value).toEqual({
      mobile: "buyer@example.com",
      password: "Password1",
      remember: true,
      redirectTo: "/cart",
    });
  });

  it("drops a redirectTo that is not a same-site path of at most 2 kB, without failing the sign-in", () => {
    const sane = `/search?${"q=tea&".repeat(300)}`.slice(0, 2000);
    for (const [redirectTo, kept] of [
      [sane, sane],
      [`/${"a".repeat(60_000)}`, undefined],
      [`/${"a".repeat(2000)}`, undefined],
      ["//evil.example", undefined],
      ["https://evil.example/", undefined],
      ["/\t/evil.example", undefined],
    ] as const) {
      const submission = parse(LoginFormSchema, { mobile: "0501234567", password: "Password1", redirectTo });
      expect(submission.status === "success" && submission.value.redirectTo).toBe(kept);
    }
  });

  it("defaults Remember Me to off", () => {
    const submission = parse(LoginFormSchema, { mobile: "0501234567", password: "Password1" });
    expect(submission.status === "success" && submission.value.remember).toBe(false);
  });

  it("flags every empty or blank field with 'Please, Input all data!'", () => {
    const errors = errorsOf(parse(LoginFormSchema, { mobile: "   ", password: "" }));
    expect(errors?.mobile).toEqual([INPUT_ALL_DATA]);
    expect(errors?.password).toEqual([INPUT_ALL_DATA]);
    expect(summarizeErrors(errors)).toBe(INPUT_ALL_DATA);
  });

  it("does not apply the password rule to signing in", () => {
    expect(parse(LoginFormSchema, { mobile: "a", password: "weak" }).status).toBe("success");
  });
});

describe("RegisterFormSchema", () => {
  it("accepts a complete registration, trimmed", () => {
    const submission = parse(RegisterFormSchema, { ...registration, firstName: " Amal ", email: " amal@example.com " });
    expect(submission.status === "success" && submission.value).toEqual(registration);
  });

  it.each(Object.keys(registration))("requires %s with 'Please, Input all data!'", (field) => {
    const errors = errorsOf(parse(RegisterFormSchema, { ...registration, [field]: "" }));
    expect(errors?.[field]).toEqual([INPUT_ALL_DATA]);
    expect(Object.keys(errors ?? {})).toEqual([field]);
  });

  it.each(["short1A", "alllowercase1", "ALLUPPERCASE1", "NoDigitsHere"])(
    "refuses the password %j with the rule's message",
    (password) => {
      const errors = errorsOf(parse(RegisterFormSchema, { ...registration, password }));
      expect(errors?.password).toEqual([PASSWORD_RULE]);
      expect(summarizeErrors(errors)).toBe(PASSWORD_RULE);
    },
  );

  it.each([
    ["12345", INVALID_PHONE],
    ["0123", INVALID_PHONE],
    ["05-1234-5678", INVALID_PHONE],
    ["0000000000", REPEATED_PHONE],
  ])("checks the phone %j with the account form's rule: %j", (mobile, message) => {
    const errors = errorsOf(parse(RegisterFormSchema, { ...registration, mobile }));
    expect(errors).toEqual({ mobile: [message] });
    expect(summarizeErrors(errors)).toBe(message);
  });

  it.each(["not-an-email", "amal@", "amal example.com"])(
    "checks the email %j: 'Enter a valid email address.'",
    (email) => {
      expect(errorsOf(parse(RegisterFormSchema, { ...registration, email }))).toEqual({ email: [INVALID_EMAIL] });
    },
  );

  it("accepts the phones the account form accepts", () => {
    for (const mobile of ["+966501234567", "0501234567", "96650123"])
      expect(parse(RegisterFormSchema, { ...registration, mobile }).status).toBe("success");
  });

  it("reports a missing field before a weak password", () => {
    const errors = errorsOf(parse(RegisterFormSchema, { ...registration, firstName: "", password: "weak" }));
    expect(errors?.password).toEqual([PASSWORD_RULE]);
    expect(summarizeErrors(errors)).toBe(INPUT_ALL_DATA);
  });
});

describe("what a refused form echoes", () => {
  it("only the fields it shows again: no password, no redirectTo, nothing else posted", () => {
    const login = parse(LoginFormSchema, {
      mobile: "0501234567",
      password: "wrong",
      remember: "on",
      redirectTo: `/${"a".repeat(60_000)}`,
    });
    const reply = login.reply({ formErrors: ["refused"], hideFields: notEchoed(login.payload, LOGIN_ECHOED) });
    expect(reply.initialValue).toEqual({ mobile: "0501234567", remember: "on" });

    const register = parse(RegisterFormSchema, { ...registration, redirectTo: `/${"a".repeat(60_000)}`, js: "1" });
    const registerReply = register.reply({
      formErrors: ["refused"],
      hideFields: notEchoed(register.payload, REGISTER_ECHOED),
    });
    expect(registerReply.initialValue).toEqual({
      firstName: "Amal",
      lastName: "Hassan",
      mobile: "0551234567",
      email: "amal@example.com",
    });
  });
});

describe("registrationRefusal", () => {
  // Spec §8: "Registration rejected | server detail text followed by '. Please try again.'"
  it("shows the upstream's detail with '. Please try again.', its field errors still marking their fields", () => {
    expect(
      registrationRefusal(
        {
          detail: "user with this email already exists",
          email: ["user with this email already exists."],
        },
        "en",
      ),
    ).toEqual({
      fieldErrors: { email: ["user with this email already exists."] },
      formError: "user with this email already exists. Please try again.",
    });
    expect(
      registrationRefusal(
        {
          detail: "user with this mobile already exists",
          mobile: ["user with this mobile already exists."],
        },
        "en",
      ),
    ).toEqual({
      fieldErrors: { mobile: ["user with this mobile already exists."] },
      formError: "user with this mobile already exists. Please try again.",
    });
  });

  it("a DRF summary detail loses its key, and its full stop is not doubled", () => {
    expect(
      registrationRefusal(
        { detail: "mobile: Enter a valid phone number.", mobile: ["Enter a valid phone number."] },
        "en",
      ),
    ).toEqual({
      fieldErrors: { mobile: ["Enter a valid phone number."] },
      formError: "Enter a valid phone number. Please try again.",
    });
    const refusal = registrationRefusal(
      {
        detail: "tenant: Does not match tenantId.",
        tenant: ["Does not match tenantId."],
        code: "invalid",
      },
      "en",
    );
    expect(refusal).toEqual({ fieldErrors: {}, formError: "Does not match tenantId. Please try again." });
    expect(refusal.formError).not.toMatch(/tenant:|\.\./);
  });

  it("keeps the spec's text for a refusal with only a detail", () => {
    expect(registrationRefusal({ detail: "Registration is closed" }, "en")).toEqual({
      fieldErrors: {},
      formError: "Registration is closed. Please try again.",
    });
    expect(registrationRefusal(undefined, "en").formError).toBe(
      "The shop refused this registration. Please try again.",
    );
  });

  it("without a detail, the first message of the refusal, without its key", () => {
    expect(registrationRefusal({ tenant: ["Does not match tenantId."] }, "en")).toEqual({
      fieldErrors: {},
      formError: "Does not match tenantId. Please try again.",
    });
    expect(registrationRefusal({ email: ["Enter a valid email address."] }, "en")).toEqual({
      fieldErrors: { email: ["Enter a valid email address."] },
      formError: "Enter a valid email address. Please try again.",
    });
  });
});

describe("password reset steps", () => {
  it("step 0 needs an email: 'Please, Input your email'", () => {
    const errors = errorsOf(parse(ResetEmailSchema, { intent: "send", email: "  " }));
    expect(errors?.email).toEqual([INPUT_YOUR_EMAIL]);
    expect(summarizeErrors(errors, INPUT_YOUR_EMAIL)).toBe(INPUT_YOUR_EMAIL);
    const ok = parse(ResetEmailSchema, { intent: "send", email: " buyer@example.com " });
    expect(ok.status === "success" && ok.value.email).toBe("buyer@example.com");
  });

  it("step 1 needs the code, digits only", () => {
    expect(errorsOf(parse(ResetCodeSchema, { intent: "verify", token: "" }))?.token).toEqual([INPUT_ALL_DATA]);
    expect(errorsOf(parse(ResetCodeSchema, { intent: "verify", token: "12ab56" }))?.token).toEqual([CODE_INCORRECT]);
    const ok = parse(ResetCodeSchema, { intent: "verify", token: " 123456 " });
    expect(ok.status === "success" && ok.value.token).toBe("123456");
  });

  it("step 2 needs both passwords, the rule, and a match", () => {
    const empty = errorsOf(parse(ResetPasswordSchema, { intent: "set", password: "", password2: "" }));
    expect(empty?.password).toEqual([INPUT_ALL_DATA]);
    expect(empty?.password2).toEqual([INPUT_ALL_DATA]);
    expect(
      errorsOf(parse(ResetPasswordSchema, { intent: "set", password: "weakpass", password2: "weakpass" }))?.password,
    ).toEqual([PASSWORD_RULE]);
    const differ = errorsOf(
      parse(ResetPasswordSchema, { intent: "set", password: "Secret123", password2: "Secret124" }),
    );
    expect(differ?.password2).toEqual([PASSWORDS_DIFFER]);
    expect(summarizeErrors(differ)).toBe(PASSWORDS_DIFFER);
    expect(parse(ResetPasswordSchema, { intent: "set", password: "Secret123", password2: "Secret123" }).status).toBe(
      "success",
    );
  });

  it("each step's schema answers only its own intent", () => {
    expect(parse(ResetCodeSchema, { intent: "set", token: "123456" }).status).toBe("error");
    expect(parse(ResetEmailSchema, { intent: "verify", email: "a@example.com" }).status).toBe("error");
  });
});

describe("in Arabic", () => {
  it("each factory gives its messages in the page's language", () => {
    const login = errorsOf(parse(loginSchema("ar"), { mobile: "", password: " " }));
    expect(login).toEqual({ mobile: [ar.INPUT_ALL_DATA], password: [ar.INPUT_ALL_DATA] });
    // The required text's pair (summarizeErrors' default) wins in either language.
    expect(summarizeErrors(login)).toBe(ar.INPUT_ALL_DATA);
    expect(errorsOf(parse(registerSchema("ar"), { ...registration, mobile: "0123" }))).toEqual({
      mobile: [ar.INVALID_PHONE],
    });
    expect(errorsOf(parse(registerSchema("ar"), { ...registration, password: "weakpass" }))).toEqual({
      password: [ar.PASSWORD_RULE],
    });
    expect(errorsOf(parse(resetEmailSchema("ar"), { intent: "send", email: "" }))?.email).toEqual([
      ar.INPUT_YOUR_EMAIL,
    ]);
    expect(errorsOf(parse(resetCodeSchema("ar"), { intent: "verify", token: "12ab" }))?.token).toEqual([
      ar.CODE_INCORRECT,
    ]);
    const differ = errorsOf(
      parse(resetPasswordSchema("ar"), { intent: "set", password: "Secret123", password2: "Secret124" }),
    );
    expect(differ?.password2).toEqual([ar.PASSWORDS_DIFFER]);
    expect(ar.INPUT_ALL_DATA).not.toBe(INPUT_ALL_DATA);
  });

  it("makes each language's schema once; the old names are the English ones", () => {
    expect(loginSchema("ar")).toBe(loginSchema("ar"));
    expect(loginSchema("ar")).not.toBe(loginSchema("en"));
    expect(LoginFormSchema).toBe(loginSchema("en"));
    expect(RegisterFormSchema).toBe(registerSchema("en"));
  });

  it("a refused registration ends with the Arabic suffix; ours without a reason is Arabic", () => {
    expect(registrationRefusal(undefined, "ar").formError).toBe(`${ar.REGISTRATION_REFUSED}${ar.TRY_AGAIN_SUFFIX}`);
    expect(registrationRefusal({ detail: "المستخدم بهذا البريد موجود مسبقًا." }, "ar").formError).toBe(
      `المستخدم بهذا البريد موجود مسبقًا${ar.TRY_AGAIN_SUFFIX}`,
    );
  });
});
