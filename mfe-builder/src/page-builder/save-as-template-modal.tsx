import { useState, type FormEvent } from 'react';
import { Button, Modal, useToast, errorText } from '@atlas/shell-kit';
import { useSaveAsTemplate } from '../api/templates';
import { TemplateFields, useTemplateDetails } from '../templates/template-fields';
import { useEditorSelector } from '../editor/store';

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
  const { details, change, reset, trimmed } = useTemplateDetails();
  const [error, setError] = useState<string | null>(null);
  const [savingPage, setSavingPage] = useState(false);
  const busy = savingPage || saveAsTemplate.isPending;
  const canSubmit = trimmed.name !== '' && !busy;

  const close = () => {
    reset();
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
      await saveAsTemplate.mutateAsync({ pageId, ...trimmed });
      toast.success(`Template "${trimmed.name}" saved`);
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
        <TemplateFields id="atlas-save-as-template" details={details} change={change} />
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
