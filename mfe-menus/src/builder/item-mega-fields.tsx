import { Select } from '@atlas/shell-kit';
import type { ColumnWidth } from '../api/types';
import { Check } from '../shared/fields';
import { FieldRow } from './form-modal';
import { COLUMN_WIDTHS } from './item-form';
import type { ItemFormState } from './use-item-form';

/** A mega menu's top entry may open as a panel; an item under one is placed by column. */
export function ItemMegaFields({ form, edit, mega }: Pick<ItemFormState, 'form' | 'edit' | 'mega'>) {
  if (mega.level === 'entry')
    return (
      <fieldset className="menus-fieldset">
        <legend>Mega menu</legend>
        <Check
          label="Open as a mega menu panel"
          hint="(its sub-items drop down in columns; lay them out in the Mega Menu tab)"
          checked={form.is_mega_menu_item}
          onChange={(value) => edit('is_mega_menu_item', value)}
        />
      </fieldset>
    );
  if (mega.level !== 'column') return null;
  const { plainParent } = mega;
  return (
    <fieldset className="menus-fieldset">
      <legend>Mega menu</legend>
      {plainParent && (
        <div className="menus-note menus-note--info">
          <Check
            label={`Open ${plainParent.title} as a mega menu panel`}
            hint={`(${plainParent.title} opens as a plain dropdown now: columns show once it is a panel)`}
            checked={mega.parentAsPanel}
            onChange={mega.setParentChoice}
          />
        </div>
      )}
      <Check
        label="Mega menu item"
        hint="(placed by column, not counted in the first column's link limit)"
        checked={form.is_mega_menu_item}
        onChange={(value) => edit('is_mega_menu_item', value)}
      />
      <FieldRow>
        <Select
          label="Column"
          value={form.mega_menu_column}
          onChange={(event) => edit('mega_menu_column', event.target.value)}
          options={Array.from({ length: mega.columnCount }, (_v, i) => ({ value: String(i + 1), label: `Column ${i + 1}` }))}
        />
        <Select
          label="Column width"
          value={form.mega_menu_column_width}
          onChange={(event) => edit('mega_menu_column_width', event.target.value as ColumnWidth)}
          options={COLUMN_WIDTHS.map((width) => ({ value: width, label: width }))}
        />
      </FieldRow>
    </fieldset>
  );
}
