import { Input, Select } from '@atlas/shell-kit';
import type { WidgetType } from '../api/types';
import { WIDGET_TYPES } from './item-form';
import type { ItemFormState } from './use-item-form';
import { ContactFields, HtmlField, SocialLinksFields } from './widget-fields';

type Props = Pick<ItemFormState, 'form' | 'errors' | 'edit' | 'shown' | 'pages' | 'categories'>;

/** What the item links to or shows, by its type: a URL, a page, a shop category, a widget and its settings. */
export function ItemTypeFields({ form, errors, edit, shown, pages, categories }: Props) {
  return (
    <>
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
      {shown.category && <CategoryField form={form} errors={errors} edit={edit} categories={categories} />}
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
    </>
  );
}

/** The shop's categories to choose from; without them (no shop, or none yet), the slug by hand. */
function CategoryField({ form, errors, edit, categories }: Pick<Props, 'form' | 'errors' | 'edit' | 'categories'>) {
  return categories.isSuccess && categories.data.length > 0 ? (
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
}
