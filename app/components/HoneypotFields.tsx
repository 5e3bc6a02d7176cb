import type { HoneypotInputProps } from "remix-utils/honeypot/server";
import { HoneypotInputs, HoneypotProvider } from "remix-utils/honeypot/react";

/**
 * The honeypot's inputs (server/identity/honeypot.ts) inside a form: hidden from people,
 * rendered on the server, so they work without JavaScript. `inputs` come from the loader.
 */
export function HoneypotFields({ inputs }: { inputs: HoneypotInputProps }) {
  return (
    <HoneypotProvider {...inputs}>
      <HoneypotInputs />
    </HoneypotProvider>
  );
}
