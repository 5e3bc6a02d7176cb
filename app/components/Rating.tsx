const STAR = "M12 2.5l2.9 6.1 6.6.8-4.9 4.5 1.3 6.6L12 17.3l-5.9 3.2 1.3-6.6L2.5 9.4l6.6-.8z";

function Stars({ size, className }: { size: number; className: string }) {
  return (
    <span className={`flex ${className}`}>
      {[1, 2, 3, 4, 5].map((star) => (
        <svg key={star} width={size} height={size} viewBox="0 0 24 24" className="shrink-0" aria-hidden>
          <path d={STAR} fill="currentColor" />
        </svg>
      ))}
    </span>
  );
}

/**
 * Read-only stars in half steps (the loader has already rounded the value to 0.5): a grey
 * row with a coloured row on top, clipped to the rating's width.
 */
export function Rating({ value, size = 16 }: { value: number; size?: number }) {
  const label = `Rated ${value} out of 5`;
  return (
    <span className="relative inline-flex" role="img" aria-label={label} title={label} data-rating={value}>
      <Stars size={size} className="text-gray-300" />
      <span className="absolute inset-y-0 left-0 overflow-hidden" style={{ width: `${(value / 5) * 100}%` }}>
        <Stars size={size} className="text-bright" />
      </span>
    </span>
  );
}
