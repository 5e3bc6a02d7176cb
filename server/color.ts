/**
 * Tenant colours → "r g b" channel triples for the Tailwind theme's CSS variables.
 * Accepts hex (#rgb, #rrggbb), rgb(r, g, b), hsl(h, s%, l%) and a bare hue ("170"), since
 * the upstream's colours are hue-based; anything else falls back to the given default.
 */

function hslToRgb(h: number, s: number, l: number): [number, number, number] {
  const sat = s / 100;
  const light = l / 100;
  const k = (n: number) => (n + h / 30) % 12;
  const a = sat * Math.min(light, 1 - light);
  const f = (n: number) => light - a * Math.max(-1, Math.min(k(n) - 3, Math.min(9 - k(n), 1)));
  return [f(0), f(8), f(4)].map((v) => Math.round(v * 255)) as [number, number, number];
}

export function colorChannels(value: string | null | undefined, fallback: string): string {
  const input = (value ?? "").trim().toLowerCase();
  let match = /^#([0-9a-f]{3}|[0-9a-f]{6})$/.exec(input);
  if (match) {
    let hex = match[1]!;
    if (hex.length === 3) hex = [...hex].map((c) => c + c).join("");
    const n = Number.parseInt(hex, 16);
    return `${(n >> 16) & 255} ${(n >> 8) & 255} ${n & 255}`;
  }
  match = /^rgba?\(\s*(\d{1,3})[\s,]+(\d{1,3})[\s,]+(\d{1,3})/.exec(input);
  if (match) {
    const channels = match.slice(1, 4).map((c) => Math.min(255, Number(c)));
    return channels.join(" ");
  }
  match = /^hsla?\(\s*(\d{1,3}(?:\.\d+)?)(?:deg)?[\s,]+(\d{1,3}(?:\.\d+)?)%[\s,]+(\d{1,3}(?:\.\d+)?)%/.exec(input);
  if (match) return hslToRgb(Number(match[1]) % 360, Number(match[2]), Number(match[3])).join(" ");
  if (/^\d{1,3}(\.\d+)?$/.test(input)) return hslToRgb(Number(input) % 360, 65, 35).join(" ");
  return fallback === value ? "0 0 0" : colorChannels(fallback, "#000000");
}
