import { useState } from 'react';
import { Input, Select } from '@atlas/shell-kit';
import type { Redirect } from '@atlas/marketplace/contract';
import { formErrorOf, type FormError } from '../form-errors';
import { ModuleFormDialog } from '../module-dialogs';
import { useCreateRedirect, useUpdateRedirect } from './redirects-api';

/** The two kinds of rule the API accepts. */
export const REDIRECT_TYPES = [
  { value: '301', label: 'Permanent (301)' },
  { value: '302', label: 'Temporary (302)' },
];

type Field = 'from_path' | 'to_path' | 'status_code';
const FIELDS: readonly Field[] = ['from_path', 'to_path', 'status_code'];

// The service's rule checks name no field: a second rule for a path, a rule pointing to itself.
const ruleRefusal = (detail: string, code: string | undefined): Field | null =>
  code === 'duplicate_from_path' ? 'from_path' : /own path/.test(detail) ? 'to_path' : null;

interface RedirectDialogProps {
  siteId: number;
  /** The rule to edit; without it the dialog adds one. */
  redirect?: Redirect;
  onSaved(): void;
  onClose(): void;
}

/** Add or edit a rule: the old path on the site, where it now leads, permanent or temporary. */
export function RedirectDialog({ siteId, redirect, onSaved, onClose }: RedirectDialogProps) {
  const create = useCreateRedirect();
  const update = useUpdateRedirect();
  const [fromPath, setFromPath] = useState(redirect?.from_path ?? '');
  const [toPath, setToPath] = useState(redirect?.to_path ?? '');
  const [statusCode, setStatusCode] = useState(String(redirect?.status_code ?? 301));
  const [error, setError] = useState<FormError<Field> | null>(null);
  const busy = create.isPending || update.isPending;
  const fieldError = (field: Field) => (error?.field === field ? error.message : null);

  const submit = () => {
    if (!fromPath.trim()) return setError({ field: 'from_path', message: 'Enter the old path, starting with /' });
    if (!toPath.trim()) return setError({ field: 'to_path', message: 'Enter the path or address it leads to' });
    setError(null);
    const values = { from_path: fromPath.trim(), to_path: toPath.trim(), status_code: Number(statusCode) };
    const handlers = { onSuccess: onSaved, onError: (failure: unknown) => setError(formErrorOf(failure, FIELDS, ruleRefusal)) };
    if (redirect) update.mutate({ id: redirect.id, changes: values }, handlers);
    else create.mutate({ site: siteId, ...values }, handlers);
  };

  return (
    <ModuleFormDialog
      title={redirect ? 'Edit redirect' : 'Add redirect'}
      submitLabel={redirect ? 'Save' : 'Add redirect'}
      busy={busy}
      formError={error?.field === null ? error.message : null}
      onSubmit={submit}
      onClose={onClose}
    >
      <Input
        label="From path"
        required
        placeholder="/old-page"
        value={fromPath}
        onChange={(event) => setFromPath(event.target.value)}
        error={fieldError('from_path')}
        hint="The path on this site a visitor asks for, starting with /."
      />
      <Input
        label="To"
        required
        placeholder="/new-page or https://example.com/page"
        value={toPath}
        onChange={(event) => setToPath(event.target.value)}
        error={fieldError('to_path')}
        hint="A path on this site or a full http(s) address."
      />
      <Select
        label="Type"
        options={REDIRECT_TYPES}
        value={statusCode}
        onChange={(event) => setStatusCode(event.target.value)}
        error={fieldError('status_code')}
      />
    </ModuleFormDialog>
  );
}
