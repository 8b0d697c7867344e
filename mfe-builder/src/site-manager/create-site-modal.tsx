import { useState, type FormEvent } from 'react';
import { Button, Input, Modal, slugify, errorText } from '@atlas/shell-kit';
import { useCreateSite } from '../api/sites';
import type { Site } from '../api/types';
import { siteAddress } from './site-address';

/** 'Create New Site': the slug follows the name until it is edited by hand. */
export function CreateSiteModal({ open, onClose, onCreated }: { open: boolean; onClose(): void; onCreated?(site: Site): void }) {
  const createSite = useCreateSite();
  const [name, setName] = useState('');
  const [slug, setSlug] = useState('');
  const [slugEdited, setSlugEdited] = useState(false);
  const [description, setDescription] = useState('');
  const [error, setError] = useState<string | null>(null);
  const canSubmit = name.trim() !== '' && slug.trim() !== '' && !createSite.isPending;

  const close = () => {
    setName('');
    setSlug('');
    setSlugEdited(false);
    setDescription('');
    setError(null);
    onClose();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!canSubmit) return;
    setError(null);
    try {
      const site = await createSite.mutateAsync({ name: name.trim(), slug: slug.trim(), description: description.trim() });
      onCreated?.(site);
      close();
    } catch (failure) {
      setError(errorText(failure, 'Failed to create site'));
    }
  };

  return (
    <Modal
      open={open}
      title="Create New Site"
      onClose={close}
      footer={
        <>
          <Button variant="secondary" onClick={close}>
            Cancel
          </Button>
          <Button type="submit" form="atlas-create-site" disabled={!canSubmit} loading={createSite.isPending}>
            Create Site
          </Button>
        </>
      }
    >
      <form id="atlas-create-site" className="atlas-form" onSubmit={submit}>
        <Input
          label="Site Name"
          required
          value={name}
          onChange={(event) => {
            setName(event.target.value);
            if (!slugEdited) setSlug(slugify(event.target.value));
          }}
          placeholder="My Awesome Site"
        />
        <Input
          label="URL Slug"
          required
          value={slug}
          onChange={(event) => {
            setSlug(event.target.value);
            setSlugEdited(true);
          }}
          hint={slug ? siteAddress(slug) : 'Used in your site address'}
        />
        <div className="atlas-field">
          <label className="atlas-field__label" htmlFor="atlas-create-site-description">
            Description
          </label>
          <textarea
            id="atlas-create-site-description"
            className="atlas-input"
            rows={3}
            value={description}
            onChange={(event) => setDescription(event.target.value)}
          />
        </div>
        {error && (
          <p className="atlas-field__error" role="alert">
            {error}
          </p>
        )}
      </form>
    </Modal>
  );
}
