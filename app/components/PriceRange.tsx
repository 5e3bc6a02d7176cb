import { useEffect, useRef, useState } from "react";
import { useHydrated } from "remix-utils/use-hydrated";
import { useT } from "~/lib/language";
import { MAXIMUM_PRICE } from "~/messages/MAXIMUM_PRICE";
import { MAXIMUM_PRICE_SLIDER } from "~/messages/MAXIMUM_PRICE_SLIDER";
import { MINIMUM_PRICE } from "~/messages/MINIMUM_PRICE";
import { MINIMUM_PRICE_SLIDER } from "~/messages/MINIMUM_PRICE_SLIDER";
import { pricesIn } from "~/messages/pricesIn";

type PriceRangeProps = {
  /** The category's cheapest and dearest prices as the cards show them (whole units, which the filter compares). */
  bounds: { min: number; max: number };
  /** The bounds in the URL; null = not set. */
  minPrice: number | null;
  maxPrice: number | null;
  currency: string;
  /** Called after every change of either bound (the panel re-applies, debounced). */
  onChange?: () => void;
  /** True while a re-apply of the shopper's latest change is still to come. */
  reapplyPending?: () => boolean;
};

const THUMB =
  "[&::-webkit-slider-thumb]:pointer-events-auto [&::-webkit-slider-thumb]:h-5 [&::-webkit-slider-thumb]:w-5 [&::-webkit-slider-thumb]:cursor-pointer [&::-webkit-slider-thumb]:appearance-none [&::-webkit-slider-thumb]:rounded-full [&::-webkit-slider-thumb]:border-2 [&::-webkit-slider-thumb]:border-white [&::-webkit-slider-thumb]:bg-main [&::-webkit-slider-thumb]:shadow [&::-moz-range-thumb]:pointer-events-auto [&::-moz-range-thumb]:h-5 [&::-moz-range-thumb]:w-5 [&::-moz-range-thumb]:cursor-pointer [&::-moz-range-thumb]:rounded-full [&::-moz-range-thumb]:border-2 [&::-moz-range-thumb]:border-white [&::-moz-range-thumb]:bg-main";
const SLIDER = `pointer-events-none absolute inset-x-0 top-0 h-6 w-full appearance-none bg-transparent ${THUMB}`;

const text = (price: number | null) => (price === null ? "" : String(price));

/** A thumb moved back to the end of the range means "no limit": an empty field. */
const emptyAt = (value: number, end: number) => (value === end ? "" : String(value));

function clamp(value: number, low: number, high: number) {
  return Math.min(high, Math.max(low, value));
}

/** One thumb of the two-thumb slider: a range input without a name (the number fields carry the value). */
function Thumb({
  label,
  bounds,
  value,
  onMove,
}: {
  label: string;
  bounds: { min: number; max: number };
  value: number;
  onMove: (value: number) => void;
}) {
  return (
    <input
      type="range"
      aria-label={label}
      min={bounds.min}
      max={bounds.max}
      step={1}
      value={value}
      onChange={(event) => onMove(Number(event.target.value))}
      className={SLIDER}
    />
  );
}

/** A bound as a number field: submitted with the form; empty means no limit. */
function BoundField({
  label,
  name,
  placeholder,
  value,
  onType,
}: {
  label: string;
  name: string;
  placeholder: number;
  value: string;
  onType: (value: string) => void;
}) {
  return (
    <label className="flex-1 text-xs text-ink/80">
      <span>{label}</span>
      <input
        type="number"
        name={name}
        inputMode="decimal"
        min={0}
        step="any"
        placeholder={String(placeholder)}
        value={value}
        onChange={(event) => onType(event.target.value)}
        className="w-full rounded border border-ink/20 px-2 py-1.5 text-sm"
      />
    </label>
  );
}

/**
 * The price filter: two number inputs (`minPrice`, `maxPrice`) that work without JavaScript;
 * with JavaScript a two-thumb slider (two overlaid range inputs, not submitted themselves) is
 * added and kept in step with them. A bound left empty means "no limit"; moving a thumb back to
 * the end of the range empties its field again, so the URL stays clean.
 */
export function PriceRange({ bounds, minPrice, maxPrice, currency, onChange, reapplyPending }: PriceRangeProps) {
  const hydrated = useHydrated();
  const t = useT();
  const [low, setLow] = useState(text(minPrice));
  const [high, setHigh] = useState(text(maxPrice));

  // A new URL (Apply, Clear all, back/forward) brings new bounds: show them. Not while a
  // re-apply is still to come: the URL is then an earlier re-apply landing, and showing it
  // would undo the moves made since (the re-apply sends what the fields show).
  useEffect(() => {
    if (!reapplyPending?.()) setLow(text(minPrice));
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [minPrice]);
  useEffect(() => {
    if (!reapplyPending?.()) setHigh(text(maxPrice));
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [maxPrice]);

  // Bounds typed before the scripts ran are in the fields but not in the state, so the next
  // render would wipe them: take them over once, at hydration, and apply them.
  const fields = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const typed = (name: string) =>
      fields.current?.querySelector<HTMLInputElement>(`input[name="${name}"]`)?.value ?? "";
    const [typedLow, typedHigh] = [typed("minPrice"), typed("maxPrice")];
    if (typedLow === text(minPrice) && typedHigh === text(maxPrice)) return;
    setLow(typedLow);
    setHigh(typedHigh);
    onChange?.();
    // Once: later changes arrive through onChange.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const changeLow = (value: string) => {
    setLow(value);
    onChange?.();
  };
  const changeHigh = (value: string) => {
    setHigh(value);
    onChange?.();
  };

  const hasRange = bounds.max > bounds.min;
  const lowValue = clamp(low === "" ? bounds.min : Number(low), bounds.min, bounds.max);
  const highValue = clamp(high === "" ? bounds.max : Number(high), bounds.min, bounds.max);
  const span = bounds.max - bounds.min || 1;
  // From the range's start: the left on a left-to-right page, the right on an Arabic one, as the range inputs run.
  const start = ((Math.min(lowValue, highValue) - bounds.min) / span) * 100;
  const end = ((Math.max(lowValue, highValue) - bounds.min) / span) * 100;

  return (
    <div className="space-y-3" data-testid="price-range">
      {hydrated && hasRange ? (
        <div className="relative h-6" data-testid="price-slider">
          <div className="absolute inset-x-0 top-2.5 h-1 rounded bg-ink/10" />
          <div
            className="absolute top-2.5 h-1 rounded bg-main"
            style={{ insetInlineStart: `${start}%`, width: `${end - start}%` }}
          />
          <Thumb
            label={t(MINIMUM_PRICE_SLIDER)}
            bounds={bounds}
            value={lowValue}
            onMove={(value) => changeLow(emptyAt(Math.min(value, highValue), bounds.min))}
          />
          <Thumb
            label={t(MAXIMUM_PRICE_SLIDER)}
            bounds={bounds}
            value={highValue}
            onMove={(value) => changeHigh(emptyAt(Math.max(value, lowValue), bounds.max))}
          />
        </div>
      ) : null}
      <div ref={fields} className="flex items-end gap-2">
        <BoundField label={t(MINIMUM_PRICE)} name="minPrice" placeholder={bounds.min} value={low} onType={changeLow} />
        <span className="pb-2 text-ink/80" aria-hidden="true">
          –
        </span>
        <BoundField
          label={t(MAXIMUM_PRICE)}
          name="maxPrice"
          placeholder={bounds.max}
          value={high}
          onType={changeHigh}
        />
      </div>
      {currency ? <p className="text-xs text-ink/80">{t(pricesIn)(currency)}</p> : null}
    </div>
  );
}
