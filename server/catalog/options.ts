import { inLanguage, type Product } from "#server/upstream/contract";
import type { Language } from "#server/platform/language";
import { unitPrice } from "./format";

/**
 * Option choice (spec §4): each group's first value is preselected, on the product page and in
 * the quick view alike; choosing another value replaces that group's choice; price = base plus
 * the chosen values' prices. The choice travels as `option` query/form values, so it works
 * without JavaScript. The quick view shows only stockable, priced values, which limits its
 * buttons, not the default; a group it hides entirely is not part of a line added from it.
 * So an add from either view without touching the options is the same line (issue 33, item 13).
 */

export type OptionValueView = { id: number; name: string; price: number | null; selected: boolean };
export type OptionGroupView = { id: number; name: string; values: OptionValueView[] };

export type OptionChoice = {
  groups: OptionGroupView[];
  /** Chosen value ids, one per group (groups without values, or left unchosen in a cart line, have none). */
  chosenIds: number[];
  unitPrice: number;
};

export class InvalidOptionError extends Error {
  override name = "InvalidOptionError";
}

type ChoiceOptions = {
  /** The quick view offers only values marked stockable and with a price. */
  stockablePricedOnly?: boolean;
  /**
   * Resolving a cart line: a group the quick view hides entirely stays without a choice when
   * the line names none of its values (it was added from the quick view). Any other group
   * the line leaves out takes its first value, as everywhere.
   */
  cartLine?: boolean;
  /** Which text of each option's name (English when the upstream has none). */
  language?: Language;
};

/** Whether the quick view offers this value (spec: stockable and with a price). */
export function isOfferedInQuickView(value: { isStockable: boolean; price: number | null }): boolean {
  return value.isStockable && value.price !== null;
}

/**
 * Resolves the requested value ids against the product's groups. Throws InvalidOptionError
 * when an id is not a value of this product (another product's option, say).
 */
export function resolveOptions(product: Product, requestedIds: number[], options: ChoiceOptions = {}): OptionChoice {
  const groups = product.productOptions
    .filter((group) => group.values.length > 0)
    .map((group) => ({
      id: group.id,
      name: inLanguage(group.name, options.language ?? "en"),
      /** Its default (spec §4: the first value), whether or not this view offers it. */
      first: group.values[0]!,
      values: group.values.filter((value) => !options.stockablePricedOnly || isOfferedInQuickView(value)),
      hiddenInQuickView: !group.values.some(isOfferedInQuickView),
    }))
    .filter((group) => group.values.length > 0);

  const groupOfValue = new Map<number, number>();
  for (const group of groups) for (const value of group.values) groupOfValue.set(value.id, group.id);

  const chosenByGroup = new Map<number, number>();
  for (const id of requestedIds) {
    const groupId = groupOfValue.get(id);
    if (groupId === undefined) throw new InvalidOptionError(`Option ${id} is not available for this product.`);
    chosenByGroup.set(groupId, id); // a later choice replaces the group's earlier one
  }

  const chosenValues = groups.flatMap((group) => {
    const leftUnchosen = options.cartLine && group.hiddenInQuickView;
    const chosenId = chosenByGroup.get(group.id) ?? (leftUnchosen ? undefined : group.first.id);
    const chosen = chosenId === group.first.id ? group.first : group.values.find((value) => value.id === chosenId);
    return chosen ? [chosen] : [];
  });
  const chosenIds = new Set(chosenValues.map((value) => value.id));
  const views: OptionGroupView[] = groups.map((group) => ({
    id: group.id,
    name: group.name,
    values: group.values.map((value) => ({
      id: value.id,
      name: inLanguage(value.name, options.language ?? "en"),
      price: value.price,
      selected: chosenIds.has(value.id),
    })),
  }));
  return {
    groups: views,
    chosenIds: [...chosenIds],
    unitPrice: unitPrice(
      product.price,
      chosenValues.map((value) => value.price),
    ),
  };
}

/** Reads `option` values (query string or form) as positive integer ids; anything else is invalid. */
export function parseOptionIds(values: Array<string | File>): number[] {
  return values.map((raw) => {
    const id = typeof raw === "string" && /^\d{1,9}$/.test(raw) ? Number(raw) : NaN;
    if (!Number.isInteger(id) || id <= 0) throw new InvalidOptionError("Invalid option.");
    return id;
  });
}
