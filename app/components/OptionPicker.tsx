import { Link } from "~/components/Link";
import type { OptionGroupView } from "#server/catalog/options";
import { formatPrice } from "#server/catalog/format";

type OptionPickerProps = {
  groups: OptionGroupView[];
  currency: string;
  /** The page the links lead to (the product page or the quick view). */
  pathname: string;
  /** The current query string; its other parameters (the chosen image, say) are kept. */
  search: string;
  /** With JavaScript the quick-view dialog loads the link itself instead of navigating. */
  onChoose?: (href: string) => void;
};

/** The link that keeps every group's current value but puts `valueId` in its group. */
export function optionHref(
  { groups, pathname, search }: Pick<OptionPickerProps, "groups" | "pathname" | "search">,
  groupId: number,
  valueId: number,
): string {
  const params = new URLSearchParams(search);
  params.delete("option");
  for (const group of groups) {
    const chosen = group.id === groupId ? valueId : group.values.find((value) => value.selected)?.id;
    if (chosen !== undefined) params.append("option", String(chosen));
  }
  return `${pathname}?${params}`;
}

/**
 * One row of buttons per option group (spec §4). Each value is a link whose query carries the
 * whole choice with that group's value replaced, so the price updates without JavaScript and
 * the URL shows the choice; with JavaScript the link replaces the history entry smoothly.
 */
export function OptionPicker({ groups, currency, pathname, search, onChoose }: OptionPickerProps) {
  if (groups.length === 0) return null;
  return (
    <div className="space-y-4" data-testid="option-picker">
      {groups.map((group) => (
        <div key={group.id} role="group" aria-labelledby={`option-group-${group.id}`}>
          <p id={`option-group-${group.id}`} className="mb-2 text-sm font-semibold text-ink">
            {group.name}
          </p>
          <ul className="flex flex-wrap gap-2">
            {group.values.map((value) => {
              const href = optionHref({ groups, pathname, search }, group.id, value.id);
              return (
                <li key={value.id}>
                  <Link
                    to={href}
                    replace
                    preventScrollReset
                    onClick={
                      onChoose
                        ? (event) => {
                            event.preventDefault();
                            onChoose(href);
                          }
                        : undefined
                    }
                    aria-current={value.selected ? "true" : undefined}
                    data-option-value={value.id}
                    className={`inline-flex items-center gap-1 rounded border px-3 py-1.5 text-sm ${
                      value.selected
                        ? "border-main bg-main text-white"
                        : "border-ink/20 bg-white text-ink hover:border-main hover:text-main"
                    }`}
                  >
                    <span>{value.name}</span>
                    {value.price ? (
                      <span className={value.selected ? "text-white" : "text-ink/80"}>
                        +{formatPrice(value.price, currency)}
                      </span>
                    ) : null}
                  </Link>
                </li>
              );
            })}
          </ul>
        </div>
      ))}
    </div>
  );
}
