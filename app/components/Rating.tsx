import type { CSSProperties } from "react";
import { useT } from "~/lib/language";
import { ratedOutOf5 } from "~/messages/ratedOutOf5";

/**
 * Read-only stars in half steps (the loader has already rounded the value to 0.5): one
 * element, drawn by the `.rating` rule in tailwind.css (five stars as a mask over a
 * coloured-then-grey background split at the rating's width), not five SVGs per row.
 */
export function Rating({ value, size = 16 }: { value: number; size?: number }) {
  const label = useT()(ratedOutOf5)(value);
  const style = { "--rating": `${(value / 5) * 100}%`, "--star": `${size}px` } as CSSProperties;
  return <span className="rating" role="img" aria-label={label} title={label} data-rating={value} style={style} />;
}
