import { useState } from 'react';
import { Badge, ErrorState, Input, Select, Skeleton, errorText } from '@atlas/shell-kit';
import { useLocations } from '../api/locations';
import { useApplyTemplate, useMenuTemplates } from '../api/templates';
import type { Menu, MenuTemplate } from '../api/types';
import { FormError } from '../shared/fields';
import { FieldRow, FormModal } from './form-modal';
import { MENU_TYPES } from './menu-form-modal';

/** Use Template: pick a template, then the location and the name of the menu it creates. */
export function TemplateChooserModal({ siteId, onClose, onApplied }: { siteId: number; onClose(): void; onApplied(menu: Menu): void }) {
  const templates = useMenuTemplates();
  const locations = useLocations();
  const apply = useApplyTemplate(siteId);
  const [chosen, setChosen] = useState<MenuTemplate | null>(null);
  const [name, setName] = useState('');
  const [location, setLocation] = useState('');
  const [errors, setErrors] = useState<{ name?: string; location?: string; form?: string }>({});

  const choose = (template: MenuTemplate) => {
    setChosen(template);
    if (!name.trim() || name === chosen?.name) setName(template.name);
    setErrors({});
  };

  const submit = async () => {
    if (!chosen) return setErrors({ form: 'Choose a template' });
    const found: typeof errors = {};
    if (!name.trim()) found.name = 'Name is required';
    if (!location) found.location = 'Location is required';
    if (Object.keys(found).length > 0) return setErrors(found);
    try {
      onApplied(await apply.mutateAsync({ templateId: chosen.id, locationId: Number(location), name: name.trim() }));
    } catch (error) {
      setErrors({ form: errorText(error, 'Failed to apply the template') });
    }
  };

  const typeLabel = (type: string) => MENU_TYPES.find((entry) => entry.value === type)?.label ?? type;

  return (
    <FormModal
      size="lg"
      title="Choose a Menu Template"
      submitLabel="Apply Template"
      saving={apply.isPending}
      canSubmit={chosen !== null}
      onSubmit={submit}
      onClose={onClose}
    >
      {templates.isPending ? (
        <Skeleton height={160} />
      ) : templates.isError ? (
        <ErrorState message="Failed to load templates" onRetry={() => templates.refetch()} />
      ) : (
        <fieldset className="menus-templates">
          <legend className="atlas-visually-hidden">Template</legend>
          {templates.data.map((template) => (
            <label key={template.id} className={`menus-template${chosen?.id === template.id ? ' menus-template--on' : ''}`}>
              <input
                type="radio"
                name="template"
                className="atlas-visually-hidden"
                checked={chosen?.id === template.id}
                onChange={() => choose(template)}
              />
              <span className="menus-template__name">
                {template.name}
                {template.is_featured && <Badge tone="info">Featured</Badge>}
              </span>
              <span className="menus-template__description">{template.description}</span>
              <span className="menus-muted">
                {typeLabel(template.menu_type)} · {template.category} · {template.item_count} items
              </span>
            </label>
          ))}
        </fieldset>
      )}
      {/* Below the templates: "Choose a template" is about them. */}
      <FormError message={errors.form} />
      <FieldRow>
        <Input label="Menu name" required value={name} error={errors.name} onChange={(event) => setName(event.target.value)} />
        <Select
          label="Location"
          required
          value={location}
          error={errors.location}
          onChange={(event) => setLocation(event.target.value)}
          options={[
            { value: '', label: 'Choose a location' },
            ...(locations.data ?? []).map((entry) => ({ value: String(entry.id), label: entry.name })),
          ]}
        />
      </FieldRow>
    </FormModal>
  );
}
