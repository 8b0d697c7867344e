import { useState, type FormEvent } from 'react';
import { Button, Input, Modal, Select, useToast, errorText } from '@atlas/shell-kit';
import { TEMPLATE_CATEGORIES, useSaveAsTemplate, type TemplateCategory } from '../api/templates';
import { useEditorSelector } from '../editor/store';

const CATEGORY_OPTIONS = TEMPLATE_CATEGORIES.map((id) => ({ value: id, label: id.charAt(0).toUpperCase() + id.slice(1) }));

interface SaveAsTemplateModalProps {
  pageId: number;
  open: boolean;
  onClose(): void;
  /** Saves the canvas; the server copies the saved blocks, so unsaved edits are saved first. */
  save(): Promise<number | null>;
}

/** 'Save as Template': the page's saved blocks become one of the user's templates in the Template Library. */
export function SaveAsTemplateModal({ pageId, open, onClose, save }: SaveAsTemplateModalProps) {
  const saveAsTemplate = useSaveAsTemplate();
  const toast = useToast();
  const dirty = useEditorSelector((snapshot) => snapshot.state.dirty);
  const [name, setName] = useState('');
  const [description, setDescription] = useState('');
  const [category, setCategory] = useState<TemplateCategory>('landing');
  const [error, setError] = useState<string | null>(null);
  const [savingPage, setSavingPage] = useState(false);
  const busy = savingPage || saveAsTemplate.isPending;
  const canSubmit = name.trim() !== '' && !busy;

  const close = () => {
    setName('');
    setDescription('');
    setCategory('landing');
    setError(null);
    onClose();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!canSubmit) return;
    setError(null);
    if (dirty) {
      setSavingPage(true);
      const saved = await save();
      setSavingPage(false);
      if (saved === null) {
        setError('Failed to save page');
        return;
      }
    }
    try {
      await saveAsTemplate.mutateAsync({ pageId, name: name.trim(), description: description.trim(), category });
      toast.success(`Template "${name.trim()}" saved`);
      close();
    } catch (failure) {
      setError(errorText(failure, 'Failed to save template'));
    }
  };

  return (
    <Modal
      open={open}
      title="Save as Template"
      onClose={close}
      size="sm"
      footer={
        <>
          <Button variant="secondary" onClick={close}>
            Cancel
          </Button>
          <Button type="submit" form="atlas-save-as-template" disabled={!canSubmit} loading={busy}>
            Save Template
          </Button>
        </>
      }
    >
      <form id="atlas-save-as-template" className="atlas-form" onSubmit={submit}>
        <Input
          label="Template Name"
          required
          maxLength={100}
          value={name}
          onChange={(event) => setName(event.target.value)}
          placeholder="My landing page"
        />
        <div className="atlas-field">
          <label className="atlas-field__label" htmlFor="atlas-save-as-template-description">
            Description
          </label>
          <textarea
            id="atlas-save-as-template-description"
            className="atlas-input"
            rows={3}
            maxLength={1000}
            value={description}
            onChange={(event) => setDescription(event.target.value)}
          />
        </div>
        <Select
          label="Category"
          options={CATEGORY_OPTIONS}
          value={category}
          onChange={(event) => setCategory(event.target.value as TemplateCategory)}
        />
        {dirty && <p className="atlas-muted">The page's unsaved changes are saved first.</p>}
        {error && (
          <p className="atlas-field__error" role="alert">
            {error}
          </p>
        )}
      </form>
    </Modal>
  );
}
