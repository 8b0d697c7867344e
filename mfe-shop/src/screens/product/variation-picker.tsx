import { useId } from 'react';
import type { ProductVariation } from '@atlas/commerce/contract';
import { attributeOptions, isPossible, type Choice } from './variation-match';

interface VariationPickerProps {
  variations: ProductVariation[];
  choice: Choice;
  backorders: boolean;
  onChoose(name: string, value: string): void;
}

/**
 * One radio group per attribute (arrow keys move between options); colours show as swatches.
 * An option that cannot form a sellable variation with the other choices is disabled.
 */
export function VariationPicker({ variations, choice, backorders, onChoose }: VariationPickerProps) {
  const groupId = useId();
  return (
    <div className="shop-variations">
      {attributeOptions(variations).map((attribute) => {
        const swatches = attribute.type === 'color' || attribute.values.some((v) => v.colorCode);
        return (
          <fieldset key={attribute.name} className="shop-variations__group">
            <legend>
              {attribute.name}
              {choice[attribute.name] && <span className="shop-variations__chosen">: {choice[attribute.name]}</span>}
            </legend>
            <div className={swatches ? 'shop-swatches' : 'shop-options'}>
              {attribute.values.map(({ value, colorCode }) => {
                const possible = isPossible(variations, choice, attribute.name, value, backorders);
                return (
                  <label
                    key={value}
                    className={`shop-option${swatches ? ' shop-option--swatch' : ''}${possible ? '' : ' shop-option--disabled'}`}
                    title={possible ? value : `${value} (unavailable)`}
                  >
                    <input
                      type="radio"
                      className="shop-option__input"
                      name={`${groupId}-${attribute.name}`}
                      value={value}
                      checked={choice[attribute.name] === value}
                      disabled={!possible}
                      onChange={() => onChoose(attribute.name, value)}
                    />
                    {swatches && <span className="shop-option__swatch" style={{ background: colorCode ?? value }} aria-hidden="true" />}
                    <span className={swatches ? 'shop-option__swatch-label' : 'shop-option__label'}>{value}</span>
                  </label>
                );
              })}
            </div>
          </fieldset>
        );
      })}
    </div>
  );
}
