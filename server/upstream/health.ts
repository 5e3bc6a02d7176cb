import { HealthSchema } from "./contract";
import { upstreamRequest } from "./client";

/** Readiness: does the commerce upstream answer its health call? */
export async function upstreamIsReady(): Promise<boolean> {
  try {
    await upstreamRequest({ path: "health/", schema: HealthSchema });
    return true;
  } catch {
    return false;
  }
}
