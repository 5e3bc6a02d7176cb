/** What the seeding steps share: the fixed clock, the seeded PRNG and the drawn images. */
import { run, type DB } from "../db.ts";
import { drawSvg, etagOf } from "../svg.ts";

/** All seeded timestamps count back from this instant. */
export const SEED_BASE = Date.UTC(2025, 5, 1, 10, 0, 0);
const DAY = 86_400_000;

/** The instant `daysAgo` days and `minutes` minutes before SEED_BASE, as ISO text. */
export const at = (daysAgo: number, minutes = 0) =>
  new Date(SEED_BASE - daysAgo * DAY - minutes * 60_000).toISOString();

export type Rng = () => number;

/** A fixed-seed PRNG: the same numbers on every run. */
export function mulberry32(seed: number): Rng {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Draw an image and store it at `path` (served under /media/); the path. */
export function image(db: DB, path: string, spec: Parameters<typeof drawSvg>[0]): string {
  const svg = drawSvg(spec);
  run(db, "INSERT OR REPLACE INTO images (path, svg, etag) VALUES (?, ?, ?)", path, svg, etagOf(svg));
  return path;
}
