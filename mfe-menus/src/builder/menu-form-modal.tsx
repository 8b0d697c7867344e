import { useRef } from 'react';
import { Input, Select, errorText } from '@atlas/shell-kit';
import type { Site } from '@atlas/sites/contract';
import { useLocations } from '../api/locations';
import { useSaveMenu } from '../api/menus';
import type { MegaMenuWidth, Menu, MenuChanges, MenuType } from '../api/types';
import { Check, TextArea } from '../shared/fields';
import { PAGE_LOCATIONS_TEXT } from '../dashboard/menu-placement';
import { clampColumns } from '../mega-editor/mega-layout';
import { AudienceChecks } from './audience-checks';
import { FieldRow, FormModal } from './form-modal';
import { useFormState } from './use-form-state';

export const MENU_TYPES: { value: MenuType; label: string }[] = [
  { value: 'standard', label: 'Standard' },
  { value: 'mega_menu', label: 'Mega menu' },
  { value: 'mobile_menu', label: 'Mobile menu' },
  { value: 'breadcrumb', label: 'Breadcrumb' },
  { value: 'footer_widgets', label: 'Footer widgets' },
];

export const MEGA_WIDTHS: { value: MegaMenuWidth; label: string }[] = [
  { value: 'full', label: 'Full width' },
  { value: 'container', label: 'Container' },
  { value: 'auto', label: 'Auto' },
];

function formFrom(menu: Menu | undefined, siteId: number): MenuChanges {
  return {
    site: siteId,
    name: menu?.name ?? '',
    location: menu?.location ?? 0,
    description: menu?.description ?? '',
    css_classes: menu?.css_classes ?? '',
    menu_type: menu?.menu_type ?? 'standard',
    auto_add_pages: menu?.auto_add_pages ?? false,
    mega_menu_columns: menu?.mega_menu_columns ?? 4,
    mega_menu_width: menu?.mega_menu_width ?? 'container',
    show_to_logged_in_users: menu?.show_to_logged_in_users ?? true,
    show_to_logged_out_users: menu?.show_to_logged_out_users ?? true,
    track_clicks: menu?.track_clicks ?? true,
    is_active: menu?.is_active ?? true,
  };
}

/**
 * Create Menu / Edit Menu: name and location are required; the locations come from the server. A new
 * menu goes to one of `sites` (those the user may create menus on), the site in view first.
 */
export function MenuFormModal({
  siteId,
  sites,
  menu,
  onClose,
  onSaved,
}: {
  siteId: number;
  sites: Site[];
  menu?: Menu;
  onClose(): void;
  onSaved(menu: Menu): void;
}) {
  const locations = useLocations();
  const save = useSaveMenu();
  const { form, errors, setErrors, edit } = useFormState<MenuChanges, { name?: string; location?: string; form?: string }>(() =>
    formFrom(menu, menu || sites.some((site) => site.id === siteId) ? siteId : (sites[0]?.id ?? siteId)),
  );
  const firstField = useRef<HTMLInputElement>(null);

  const submit = async () => {
    const found: typeof errors = {};
    if (!form.name.trim()) found.name = 'Name is required';
    if (!form.location) found.location = 'Location is required';
    if (Object.keys(found).length > 0) return setErrors(found);
    try {
      const saved = await save.mutateAsync({
        id: menu?.id,
        changes: { ...form, name: form.name.trim(), mega_menu_columns: clampColumns(form.mega_menu_columns) },
      });
      onSaved(saved);
    } catch (error) {
      setErrors({ form: errorText(error, 'Failed to save the menu') });
    }
  };

  const locationOptions = [
    { value: '', label: locations.isPending ? 'Loading locations...' : 'Choose a location' },
    ...(locations.data ?? []).map((location) => ({ value: String(location.id), label: location.name })),
  ];

  return (
    <FormModal
      title={menu ? 'Edit Menu' : 'Create Menu'}
      submitLabel={menu ? 'Save Menu' : 'Create Menu'}
      saving={save.isPending}
      initialFocus={firstField}
      error={errors.form}
      onSubmit={submit}
      onClose={onClose}
    >
      <Input
        ref={firstField}
        label="Name"
        required
        value={form.name}
        error={errors.name}
        onChange={(event) => edit('name', event.target.value)}
      />
      {!menu && (
        <Select
          label="Site"
          value={String(form.site)}
          onChange={(event) => edit('site', Number(event.target.value))}
          options={sites.map((site) => ({ value: String(site.id), label: site.name }))}
        />
      )}
      <Select
        label="Location"
        required
        value={form.location ? String(form.location) : ''}
        error={errors.location ?? (locations.isError ? 'Failed to load locations' : null)}
        onChange={(event) => edit('location', Number(event.target.value))}
        options={locationOptions}
      />
      <p className="menus-muted menus-field-hint">The site’s pages show the menus at {PAGE_LOCATIONS_TEXT}.</p>
      <Select
        label="Menu type"
        value={form.menu_type}
        onChange={(event) => edit('menu_type', event.target.value as MenuType)}
        options={MENU_TYPES}
      />
      {form.menu_type === 'mega_menu' && (
        <FieldRow>
          <Input
            label="Columns"
            type="number"
            min={1}
            max={6}
            value={form.mega_menu_columns}
            onChange={(event) => edit('mega_menu_columns', clampColumns(Number(event.target.value)))}
          />
          <Select
            label="Width"
            value={form.mega_menu_width}
            onChange={(event) => edit('mega_menu_width', event.target.value as MegaMenuWidth)}
            options={MEGA_WIDTHS}
          />
        </FieldRow>
      )}
      <TextArea label="Description" value={form.description} onChange={(event) => edit('description', event.target.value)} />
      <Input label="CSS classes" value={form.css_classes} onChange={(event) => edit('css_classes', event.target.value)} />
      <fieldset className="menus-fieldset">
        <legend>Options</legend>
        <Check label="Active" checked={form.is_active} onChange={(value) => edit('is_active', value)} />
        <Check label="Add new pages automatically" checked={form.auto_add_pages} onChange={(value) => edit('auto_add_pages', value)} />
        <Check label="Track clicks" checked={form.track_clicks} onChange={(value) => edit('track_clicks', value)} />
        <AudienceChecks audience={form} onChange={edit} />
      </fieldset>
    </FormModal>
  );
}
