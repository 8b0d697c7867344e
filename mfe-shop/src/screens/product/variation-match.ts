import type { ProductVariation } from '@atlas/commerce/contract';

/** The choices a product's variations offer: each attribute with its values in first-seen order. */
export interface AttributeOptions {
  name: string;
  type: string;
  values: { value: string; colorCode: string | null }[];
}

export type Choice = Record<string, string>;

export function attributeOptions(variations: ProductVariation[]): AttributeOptions[] {
  const byName = new Map<string, AttributeOptions>();
  for (const variation of variations) {
    for (const attribute of variation.attributes) {
      let options = byName.get(attribute.attribute_name);
      if (!options) {
        options = { name: attribute.attribute_name, type: attribute.attribute_type, values: [] };
        byName.set(attribute.attribute_name, options);
      }
      if (!options.values.some((v) => v.value === attribute.value)) {
        options.values.push({ value: attribute.value, colorCode: attribute.color_code });
      }
    }
  }
  return [...byName.values()];
}

const valueOf = (variation: ProductVariation, name: string) => variation.attributes.find((a) => a.attribute_name === name)?.value;

/** A variation that can be bought: active, and in stock unless the product takes backorders. */
const sellable = (variation: ProductVariation, backorders: boolean) => variation.is_active && (variation.is_in_stock || backorders);

/** Whether `name = value` can still form a sellable variation with the other attributes chosen. */
export function isPossible(variations: ProductVariation[], choice: Choice, name: string, value: string, backorders: boolean): boolean {
  return variations.some(
    (variation) =>
      sellable(variation, backorders) &&
      valueOf(variation, name) === value &&
      Object.entries(choice).every(([other, chosen]) => other === name || valueOf(variation, other) === chosen),
  );
}

/** Chooses `name = value`; other choices that no longer fit with it are dropped. */
export function choose(variations: ProductVariation[], choice: Choice, name: string, value: string, backorders: boolean): Choice {
  const next: Choice = { ...choice, [name]: value };
  for (const other of Object.keys(next)) {
    if (other !== name && !isPossible(variations, { [name]: value }, other, next[other], backorders)) delete next[other];
  }
  return next;
}

/** The active variation matching every attribute chosen, once every attribute is. */
export function matchingVariation(variations: ProductVariation[], choice: Choice): ProductVariation | null {
  const names = attributeOptions(variations).map((options) => options.name);
  if (names.some((name) => !choice[name])) return null;
  return variations.find((variation) => variation.is_active && names.every((name) => valueOf(variation, name) === choice[name])) ?? null;
}
