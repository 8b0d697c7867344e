import { useState } from 'react';
import { Button, Input, Modal, useToast, errorText } from '@atlas/shell-kit';
import { useCreateFolder } from '../../api/media';

/** Names a new folder inside `parent`; a blank name is ignored. */
export function NewFolderModal({
  open,
  parent,
  onClose,
  onCreated,
}: {
  open: boolean;
  parent: number | null;
  onClose(): void;
  onCreated(id: number): void;
}) {
  const toast = useToast();
  const createFolder = useCreateFolder();
  const [name, setName] = useState('');

  const create = async () => {
    const trimmed = name.trim();
    if (!trimmed) return;
    try {
      const created = await createFolder.mutateAsync({ name: trimmed, parent });
      setName('');
      onClose();
      onCreated(created.id);
      toast.success(`Folder ${created.name} created`);
    } catch (failure) {
      toast.error(errorText(failure, 'Could not create the folder'));
    }
  };

  return (
    <Modal
      open={open}
      title="New Folder"
      onClose={onClose}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button loading={createFolder.isPending} onClick={create}>
            Create
          </Button>
        </>
      }
    >
      <Input label="Folder name" value={name} onChange={(e) => setName(e.target.value)} />
    </Modal>
  );
}
