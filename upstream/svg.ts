/**
 * Deterministic SVG images drawn by code: a coloured background, a simple shape
 * and a short label. Same input -> same bytes.
 */
import { createHash } from "node:crypto";

export type Shape = "circle" | "square" | "triangle" | "diamond" | "hexagon" | "ring";
const SHAPES: Shape[] = ["circle", "square", "triangle", "diamond", "hexagon", "ring"];

export interface SvgSpec {
  key: string; // drives colours and shape when not given
  width: number;
  height: number;
  label: string;
  sublabel?: string;
  shape?: Shape;
  hue?: number;
}

function hashInt(s: string): number {
  return createHash("sha256").update(s).digest().readUInt32BE(0);
}

function esc(s: string): string {
  return s.replace(
    /[&<>"']/g,
    (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c] ?? c,
  );
}

function shapeMarkup(shape: Shape, cx: number, cy: number, r: number, fill: string): string {
  const pts = (n: number, rot: number) =>
    Array.from({ length: n }, (_, i) => {
      const a = rot + (i * 2 * Math.PI) / n;
      return `${(cx + r * Math.cos(a)).toFixed(1)},${(cy + r * Math.sin(a)).toFixed(1)}`;
    }).join(" ");
  switch (shape) {
    case "circle":
      return `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${fill}"/>`;
    case "square":
      return `<rect x="${cx - r * 0.85}" y="${cy - r * 0.85}" width="${r * 1.7}" height="${r * 1.7}" rx="${r * 0.18}" fill="${fill}"/>`;
    case "triangle":
      return `<polygon points="${pts(3, -Math.PI / 2)}" fill="${fill}"/>`;
    case "diamond":
      return `<polygon points="${pts(4, -Math.PI / 2)}" fill="${fill}"/>`;
    case "hexagon":
      return `<polygon points="${pts(6, 0)}" fill="${fill}"/>`;
    case "ring":
      return `<circle cx="${cx}" cy="${cy}" r="${r * 0.8}" fill="none" stroke="${fill}" stroke-width="${r * 0.35}"/>`;
  }
}

export function drawSvg(spec: SvgSpec): string {
  const h = hashInt(spec.key);
  const hue = spec.hue ?? h % 360;
  const shape = spec.shape ?? SHAPES[(h >>> 9) % SHAPES.length] ?? "circle";
  const { width: w, height: ht } = spec;
  const bg = `hsl(${hue} 55% 88%)`;
  const bg2 = `hsl(${(hue + 25) % 360} 60% 78%)`;
  const fg = `hsl(${hue} 50% 38%)`;
  const textColor = `hsl(${hue} 45% 20%)`;
  const min = Math.min(w, ht);
  const r = Math.round(min * 0.22);
  const cx = Math.round(w / 2);
  const cy = Math.round(ht * 0.42);
  const label = spec.label.length > 28 ? `${spec.label.slice(0, 27)}…` : spec.label;
  // big enough on wide banners, small enough for the label to fit the width
  const fontSize = Math.max(
    12,
    Math.round(Math.min(Math.min(w, ht * 1.6) * 0.075, (w * 1.6) / Math.max(label.length, 1))),
  );
  const sub = spec.sublabel
    ? `<text x="${cx}" y="${Math.round(ht * 0.86)}" font-size="${Math.round(fontSize * 0.7)}" fill="${textColor}" opacity="0.75" text-anchor="middle" font-family="system-ui, sans-serif">${esc(spec.sublabel)}</text>`
    : "";
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${ht}" viewBox="0 0 ${w} ${ht}" role="img" aria-label="${esc(spec.label)}">` +
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${bg}"/><stop offset="1" stop-color="${bg2}"/></linearGradient></defs>` +
    `<rect width="${w}" height="${ht}" fill="url(#g)"/>` +
    shapeMarkup(shape, cx, cy, r, fg) +
    `<text x="${cx}" y="${Math.round(ht * 0.76)}" font-size="${fontSize}" font-weight="600" fill="${textColor}" text-anchor="middle" font-family="system-ui, sans-serif">${esc(label)}</text>` +
    sub +
    `</svg>`
  );
}

export function etagOf(svg: string): string {
  return `"${createHash("sha1").update(svg).digest("hex").slice(0, 16)}"`;
}
