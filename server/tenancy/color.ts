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

type Rgb = [number, number, number];

const toRgb = (channels: string) => channels.split(" ").map(Number) as Rgb;

/** `from` moved `amount` (0–1) of the way to `to`, per channel. */
function mix(from: Rgb, to: Rgb, amount: number): Rgb {
  return from.map((value, i) => Math.round(value + (to[i]! - value) * amount)) as Rgb;
}

/** WCAG 2's relative luminance. */
function luminance(rgb: Rgb): number {
  const [r, g, b] = rgb.map((value) => {
    const c = value / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as Rgb;
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG 2's contrast ratio of two "r g b" colours (1 to 21). */
export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [luminance(toRgb(a)), luminance(toRgb(b))].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

const WHITE: Rgb = [255, 255, 255];
const BLACK: Rgb = [0, 0, 0];
/** WCAG AA for normal-size text. */
const AA_TEXT = 4.5;

/**
 * The shop's main colour as the theme uses it: a background under white text (buttons,
 * badges) and text on white or on its own 10 % tint (outlined buttons, the "Main" badge,
 * hovered tabs). The colour is the tenant's choice; one too light for that is darkened
 * toward black, hue kept, just enough that each of those reads at 4.5:1.
 */
export function readableMainColor(channels: string): string {
  const main = toRgb(channels);
  for (let amount = 0; amount < 1; amount += 0.02) {
    const shade = mix(main, BLACK, amount).join(" ");
    const tint = mix(toRgb(shade), WHITE, 0.9).join(" ");
    if (contrastRatio(shade, tint) >= AA_TEXT) return shade;
  }
  return BLACK.join(" ");
}

/** The hover shade of a background on the main colour: darker, so its white text stays readable (a lighter one fell under 4.5:1). */
export function deeperShade(channels: string): string {
  return mix(toRgb(channels), BLACK, 0.15).join(" ");
}
