import { Honeypot } from "remix-utils/honeypot/server";
import { honeypotEncryptionSeed, honeypotInputProps, isSpam } from "#server/identity/honeypot";

/** Seals any text the way the honeypot seals its timestamps, under our key. */
function sealed(text: string): string {
  return new (class extends Honeypot {
    seal(value: string) {
      return this.encrypt(value);
    }
  })({ encryptionSeed: honeypotEncryptionSeed() }).seal(text);
}

/** The honeypot of registration and contact: what a browser sends passes, what a bot sends does not. */

function form(fields: Record<string, string>) {
  const formData = new FormData();
  for (const [name, value] of Object.entries(fields)) formData.append(name, value);
  return formData;
}

/** What the rendered form submits when a person fills it in: the hidden field empty. */
function asRendered(extra: Record<string, string> = {}) {
  const props = honeypotInputProps();
  return form({
    [props.nameFieldName]: "",
    [props.validFromFieldName!]: props.encryptedValidFrom,
    email: "a@example.com",
    ...extra,
  });
}

describe("honeypot", () => {
  it("passes a form as the page renders it", () => {
    expect(isSpam(asRendered())).toBe(false);
  });

  it("catches the hidden field filled in", () => {
    const props = honeypotInputProps();
    expect(isSpam(asRendered({ [props.nameFieldName]: "bot@example.com" }))).toBe(true);
  });

  it("catches a post without the honeypot fields, or with a forged or future timestamp", () => {
    expect(isSpam(form({ email: "a@example.com" }))).toBe(true);
    const props = honeypotInputProps();
    expect(isSpam(form({ [props.nameFieldName]: "", [props.validFromFieldName!]: "forged" }))).toBe(true);
    // Decrypting some forged values throws a plain error rather than giving a wrong time (which
    // one depends on the key): spam too, never an error page. 200 of them meet such a value.
    for (let i = 0; i < 200; i += 1) {
      expect(isSpam(form({ [props.nameFieldName]: "", [props.validFromFieldName!]: `forged-${i}` }))).toBe(true);
    }
    // A forged value that decrypts to a short number under our key (as a random one now and
    // then does) is not a time the page wrote.
    for (const time of ["7", "42", " 9", "1.5", "99999999999"]) {
      expect(isSpam(form({ [props.nameFieldName]: "", [props.validFromFieldName!]: sealed(time) })), time).toBe(true);
    }
    expect(
      isSpam(form({ [props.nameFieldName]: "", [props.validFromFieldName!]: sealed(String(Date.now() - 60_000)) })),
    ).toBe(false);
    const future = honeypotInputProps();
    vi.useFakeTimers({ now: Date.now() + 60_000 });
    const ahead = honeypotInputProps();
    vi.useRealTimers();
    expect(isSpam(form({ [future.nameFieldName]: "", [future.validFromFieldName!]: ahead.encryptedValidFrom }))).toBe(
      true,
    );
  });
});
