/** `npm start`: the production storefront on PORT, with the reference upstream when no upstream URL is set. */
import { ConfigError } from "#server/platform/config";
import { startStack } from "./stack.ts";

try {
  const stack = await startStack({ reseed: process.argv.includes("--reseed") });
  console.log(`[start] storefront ready at ${stack.url}`);
  for (const signal of ["SIGINT", "SIGTERM"] as const) {
    process.once(signal, () => void stack.stop().then(() => process.exit(0)));
  }
  const code = await stack.exited;
  await stack.stop();
  process.exit(code);
} catch (error) {
  console.error(error instanceof ConfigError ? error.message : `[start] ${(error as Error).message}`);
  process.exit(1);
}
