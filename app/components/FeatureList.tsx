import type { FeatureItem } from "#server/catalog/catalog";

/** The shop's features block: icon, title and text per feature. */
export function FeatureList({ features }: { features: FeatureItem[] }) {
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
      {features.map((feature) => (
        <li key={feature.id} className="flex flex-col items-center gap-3 rounded-lg bg-white p-6 text-center shadow-sm">
          {feature.iconUrl ? (
            <img src={feature.iconUrl} alt="" width={64} height={64} loading="lazy" className="h-16 w-16" />
          ) : null}
          <h3 className="font-semibold text-ink">{feature.title}</h3>
          <p className="text-sm text-ink/80">{feature.text}</p>
        </li>
      ))}
    </ul>
  );
}
