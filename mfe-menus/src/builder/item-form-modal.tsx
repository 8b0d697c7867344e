import { useRef, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Input, Select, sitePagesQuery, errorText } from '@atlas/shell-kit';
import { useSaveItem } from '../api/items';
import { useShopCategories } from '../api/shop-categories';
import type { ColumnWidth, LinkTarget, Menu, MenuItem, MenuItemType, WidgetType } from '../api/types';
import { Check, TextArea } from '../shared/fields';
import { isPanel } from '../mega-editor/mega-panels';
import {
  COLUMN_WIDTHS,
  ITEM_TYPES,
  TARGETS,
  WIDGET_TYPES,
  fieldsFor,
  itemFormFrom,
  itemPayload,
  validateItemForm,
  type ItemForm,
  type ItemFormErrors,
} from './item-form';
import { AudienceChecks } from './audience-checks';
import { FieldRow, FormModal } from './form-modal';
import { useFormState } from './use-form-state';
import { ContactFields, HtmlField, SocialLinksFields } from './widget-fields';
import { MAX_DEPTH, buildTree, flattenTree } from './tree';

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
  const save = useSaveItem(menu.id);
  // The social links' one message goes when any link changes.
  const { form, errors, setErrors, edit } = useFormState<ItemForm, ItemFormErrors>(() => itemFormFrom(item), { social_links: 'social' });
  const firstField = useRef<HTMLInputElement>(null);
  // Whether saving also turns the parent top entry into a mega panel: the owner's choice once made, else
  // ticked by what only a panel uses (a mega item, a column past the first).
  const [parentChoice, setParentChoice] = useState<boolean | null>(null);
  const shown = fieldsFor(form.item_type);
  const pages = useQuery({ ...sitePagesQuery(siteId), enabled: shown.page });
  const categories = useShopCategories(shown.category);

  // An item cannot sit under itself or its own descendants, nor deeper than the tree allows.
  const flat = flattenTree(buildTree(items));
  const excluded = new Set<number>();
  if (item) {
    excluded.add(item.id);
    for (const node of flat) if (node.parentId !== null && excluded.has(node.parentId)) excluded.add(node.id);
  }
  const parentOptions = [
    { value: '', label: 'None (top level)' },
    ...flat
      .filter((node) => !excluded.has(node.id) && node.depth < MAX_DEPTH)
      .map((node) => ({ value: String(node.id), label: `${'— '.repeat(node.depth)}${node.item.title}` })),
  ];

  const megaMenu = menu.menu_type === 'mega_menu';
  const parentItem = form.parent ? items.find((other) => String(other.id) === form.parent) : undefined;
  // In a mega menu a top entry may open a panel; its sub-items sit in the panel's columns.
  const megaLevel = !megaMenu ? null : !form.parent ? 'entry' : parentItem && parentItem.parent === null ? 'column' : null;
  const plainParent = megaLevel === 'column' && parentItem && !isPanel(parentItem) ? parentItem : undefined;
  const parentAsPanel = parentChoice ?? (form.is_mega_menu_item || Number(form.mega_menu_column) > 1);
  const columnCount = Math.max(menu.mega_menu_columns, Number(form.mega_menu_column) || 1);

  const submit = async () => {
    const found = validateItemForm(form);
    if (Object.keys(found).length > 0) return setErrors(found);
    const parent = form.parent ? Number(form.parent) : null;
    const siblings = items.filter((other) => other.parent === parent && other.id !== item?.id);
    const sortOrder = item && item.parent === parent ? item.sort_order : Math.max(-1, ...siblings.map((other) => other.sort_order)) + 1;
    try {
      await save.mutateAsync({
        id: item?.id,
        changes: itemPayload(form, {
          menu: menu.id,
          sort_order: sortOrder,
          mega_menu_columns: item?.mega_menu_columns ?? menu.mega_menu_columns,
        }),
        panel: plainParent && parentAsPanel ? { id: plainParent.id, mega_menu_columns: menu.mega_menu_columns } : undefined,
      });
      onClose();
    } catch (error) {
      setErrors({ form: errorText(error, 'Failed to save the menu item') });
    }
  };

  const categoryField =
    categories.isSuccess && categories.data.length > 0 ? (
      <Select
        label="Category"
        required
        value={form.category}
        error={errors.category}
        onChange={(event) => edit('category', event.target.value)}
        options={[
          { value: '', label: 'Choose a category' },
          ...categories.data.map((category) => ({ value: category.slug, label: category.name })),
        ]}
      />
    ) : (
      <Input
        label="Category slug"
        required
        value={form.category}
        error={errors.category}
        hint={categories.isPending ? 'Loading the shop categories...' : 'The shop category this item links to.'}
        onChange={(event) => edit('category', event.target.value)}
      />
    );

  return (
    <FormModal
      size="lg"
      title={item ? 'Edit Item' : 'Add Item'}
      submitLabel={item ? 'Save Item' : 'Add Item'}
      saving={save.isPending}
      initialFocus={firstField}
      error={errors.form}
      onSubmit={submit}
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
      {shown.url && (
        <Input
          label="URL"
          type="url"
          required={shown.urlRequired}
          value={form.url}
          error={errors.url}
          placeholder="https://example.com or /contact"
          onChange={(event) => edit('url', event.target.value)}
        />
      )}
      {shown.page && (
        <Select
          label="Page"
          required
          value={form.page}
          error={errors.page ?? (pages.isError ? 'Failed to load pages' : null)}
          onChange={(event) => edit('page', event.target.value)}
          options={[
            { value: '', label: pages.isPending ? 'Loading pages...' : 'Choose a page' },
            ...(pages.data ?? []).map((page) => ({ value: String(page.id), label: page.title })),
          ]}
        />
      )}
      {shown.category && categoryField}
      {shown.widget && (
        <Select
          label="Widget"
          value={form.widget_type}
          onChange={(event) => edit('widget_type', event.target.value as WidgetType)}
          options={WIDGET_TYPES}
        />
      )}
      {(shown.socialLinks || (shown.widget && form.widget_type === 'social_links')) && (
        <SocialLinksFields links={form.social_links} error={errors.social} onChange={(links) => edit('social_links', links)} />
      )}
      {shown.widget && form.widget_type === 'contact_info' && (
        <ContactFields contact={form.contact} onChange={(contact) => edit('contact', contact)} />
      )}
      {shown.widget && form.widget_type === 'custom_html' && <HtmlField html={form.html} onChange={(html) => edit('html', html)} />}
      <FieldRow>
        <Select label="Parent item" value={form.parent} onChange={(event) => edit('parent', event.target.value)} options={parentOptions} />
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
      {megaLevel === 'entry' && (
        <fieldset className="menus-fieldset">
          <legend>Mega menu</legend>
          <Check
            label="Open as a mega menu panel"
            hint="(its sub-items drop down in columns; lay them out in the Mega Menu tab)"
            checked={form.is_mega_menu_item}
            onChange={(value) => edit('is_mega_menu_item', value)}
          />
        </fieldset>
      )}
      {megaLevel === 'column' && (
        <fieldset className="menus-fieldset">
          <legend>Mega menu</legend>
          {plainParent && (
            <div className="menus-note menus-note--info">
              <Check
                label={`Open ${plainParent.title} as a mega menu panel`}
                hint={`(${plainParent.title} opens as a plain dropdown now: columns show once it is a panel)`}
                checked={parentAsPanel}
                onChange={setParentChoice}
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
              options={Array.from({ length: columnCount }, (_v, i) => ({ value: String(i + 1), label: `Column ${i + 1}` }))}
            />
            <Select
              label="Column width"
              value={form.mega_menu_column_width}
              onChange={(event) => edit('mega_menu_column_width', event.target.value as ColumnWidth)}
              options={COLUMN_WIDTHS.map((width) => ({ value: width, label: width }))}
            />
          </FieldRow>
        </fieldset>
      )}
      <fieldset className="menus-fieldset">
        <legend>Visibility</legend>
        <Check label="Active" checked={form.is_active} onChange={(value) => edit('is_active', value)} />
        <AudienceChecks audience={form} onChange={edit} />
      </fieldset>
    </FormModal>
  );
}
