import { useState } from 'react';
import { FormDialog, Input, slugify, errorText } from '@atlas/shell-kit';
import { useCreateSiteFromTemplate } from '../api/templates';
import type { Site, SiteTemplate } from '../api/types';
import { siteAddress } from './site-address';

/**
 * Using a template asks for the new site's name, prefilled with the template's. The address is the
 * name's slug; the service adds `-2`, `-3`... when another site already has it.
 */
export function UseTemplateDialog({
  template,
  onClose,
  onCreated,
}: {
  template: SiteTemplate;
  onClose(): void;
  onCreated?(site: Site): void;
}) {
  const createFromTemplate = useCreateSiteFromTemplate();
  const [name, setName] = useState(template.name);
  const [error, setError] = useState<string | null>(null);
  const slug = slugify(name) || 'site';

  const submit = async () => {
    if (!name.trim()) return;
    setError(null);
    try {
      const site = await createFromTemplate.mutateAsync({ template, name });
      onCreated?.(site);
      onClose();
    } catch (failure) {
      setError(errorText(failure, 'Failed to create site'));
    }
  };

  return (
    <FormDialog
      title={`Use Template: ${template.name}`}
      submitLabel="Create Site"
      busy={createFromTemplate.isPending}
      canSubmit={name.trim() !== '' && !createFromTemplate.isPending}
      lockWhileBusy
      formClassName="atlas-form"
      onSubmit={() => void submit()}
      onClose={onClose}
    >
      <Input
        label="Site Name"
        required
        value={name}
        onChange={(event) => setName(event.target.value)}
        hint={`Address: ${siteAddress(slug)} (a number is added if another site has it)`}
      />
      {template.description && <p className="atlas-muted">{template.description}</p>}
      {error && (
        <p className="atlas-field__error" role="alert">
          {error}
        </p>
      )}
    </FormDialog>
  );
}
