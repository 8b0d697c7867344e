import { useRef } from 'react';
import { Input, Select } from '@atlas/shell-kit';
import type { LinkTarget, Menu, MenuItem, MenuItemType } from '../api/types';
import { Check, TextArea } from '../shared/fields';
import { ITEM_TYPES, TARGETS } from './item-form';
import { AudienceChecks } from './audience-checks';
import { FieldRow, FormModal } from './form-modal';
import { ItemMegaFields } from './item-mega-fields';
import { ItemTypeFields } from './item-type-fields';
import { useItemForm } from './use-item-form';

/** Add Item / Edit Item: the fields each item type needs, checked before sending. */
export function ItemFormModal({
  siteId,
  menu,
  items,
  item,
  onClose,
}: {
  siteId: number;
  menu: Menu;
  items: MenuItem[];
  item?: MenuItem;
  onClose(): void;
}) {
  const state = useItemForm({ siteId, menu, items, item, onSaved: onClose });
  const { form, errors, edit, shown } = state;
  const firstField = useRef<HTMLInputElement>(null);

  return (
    <FormModal
      size="lg"
      title={item ? 'Edit Item' : 'Add Item'}
      submitLabel={item ? 'Save Item' : 'Add Item'}
      saving={state.saving}
      initialFocus={firstField}
      error={errors.form}
      onSubmit={state.submit}
      onClose={onClose}
    >
      <FieldRow>
        <Input
          ref={firstField}
          label="Title"
          required
          value={form.title}
          error={errors.title}
          onChange={(event) => edit('title', event.target.value)}
        />
        <Select
          label="Type"
          value={form.item_type}
          onChange={(event) => edit('item_type', event.target.value as MenuItemType)}
          options={ITEM_TYPES}
        />
      </FieldRow>
      <ItemTypeFields {...state} />
      <FieldRow>
        <Select
          label="Parent item"
          value={form.parent}
          onChange={(event) => edit('parent', event.target.value)}
          options={state.parentOptions}
        />
        {shown.target && (
          <Select
            label="Open in"
            value={form.target}
            onChange={(event) => edit('target', event.target.value as LinkTarget)}
            options={TARGETS}
          />
        )}
      </FieldRow>
      <TextArea label="Description" value={form.description} onChange={(event) => edit('description', event.target.value)} />
      <FieldRow>
        <Input label="Icon class" value={form.icon_class} onChange={(event) => edit('icon_class', event.target.value)} />
        <Input label="CSS classes" value={form.css_classes} onChange={(event) => edit('css_classes', event.target.value)} />
        {shown.target && (
          <Input
            label="Link rel"
            value={form.rel_attributes}
            placeholder="nofollow noopener"
            onChange={(event) => edit('rel_attributes', event.target.value)}
          />
        )}
      </FieldRow>
      <ItemMegaFields {...state} />
      <fieldset className="menus-fieldset">
        <legend>Visibility</legend>
        <Check label="Active" checked={form.is_active} onChange={(value) => edit('is_active', value)} />
        <AudienceChecks audience={form} onChange={edit} />
      </fieldset>
    </FormModal>
  );
}
