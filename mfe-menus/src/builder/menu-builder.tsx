import { useState } from 'react';
import { Button, Card, ConfirmDialog, EmptyState, ErrorState, Skeleton, useToast, errorText } from '@atlas/shell-kit';
import { useDeleteItem, useMenuItems, useReorderItems } from '../api/items';
import type { Menu, MenuItem } from '../api/types';
import { ItemFormModal } from './item-form-modal';
import { ItemTree } from './item-tree';

export interface MenuActions {
  createMenu(): void;
  useTemplate(): void;
  editMenu(): void;
  duplicateMenu(): void;
  deleteMenu(): void;
  duplicating: boolean;
}

/**
 * The Builder tab: the menu's actions and its items as a nested list to reorder, edit and delete. With a
 * `refusal` (the role may not change menus, or someone else holds the menu's lock) the menu opens
 * read-only: every change is off, saying why (`saidAbove`: the lock's banner already says it).
 */
export function MenuBuilder({
  siteId,
  menu,
  actions,
  refusal,
  saidAbove = false,
}: {
  siteId: number;
  menu: Menu;
  actions: MenuActions;
  refusal: string | null;
  saidAbove?: boolean;
}) {
  const items = useMenuItems(menu.id);
  const reorder = useReorderItems(menu.id);
  const deleteItem = useDeleteItem(menu.id);
  const toast = useToast();
  const [editing, setEditing] = useState<MenuItem | 'new' | null>(null);
  const [deleting, setDeleting] = useState<MenuItem | null>(null);
  const change = { disabled: refusal !== null, title: refusal ?? undefined };

  const confirmDelete = async () => {
    if (!deleting) return;
    try {
      await deleteItem.mutateAsync(deleting.id);
      setDeleting(null);
    } catch (error) {
      setDeleting(null);
      toast.error(errorText(error, 'Failed to delete the menu item'));
    }
  };

  return (
    <div className="menus-builder">
      {refusal && !saidAbove && (
        <p className="menus-note" role="note">
          {refusal}
        </p>
      )}
      <div className="menus-actions" role="toolbar" aria-label="Menu actions">
        <Button onClick={() => setEditing('new')} {...change}>
          Add Item
        </Button>
        <Button variant="secondary" onClick={actions.editMenu} {...change}>
          Edit Menu
        </Button>
        <Button variant="secondary" onClick={actions.duplicateMenu} loading={actions.duplicating} {...change}>
          Duplicate
        </Button>
        <Button variant="secondary" className="menus-danger-text" onClick={actions.deleteMenu} {...change}>
          Delete
        </Button>
        <span className="menus-actions__spacer" />
        <Button variant="secondary" onClick={actions.createMenu} {...change}>
          Create Menu
        </Button>
        <Button variant="secondary" onClick={actions.useTemplate} {...change}>
          Use Template
        </Button>
      </div>

      <Card title={`Items of ${menu.name}`} className="menus-builder__card">
        {items.isPending ? (
          <div className="menus-stack">
            <Skeleton height={48} />
            <Skeleton height={48} />
            <Skeleton height={48} />
          </div>
        ) : items.isError ? (
          <ErrorState message="Failed to load menu items" onRetry={() => items.refetch()} />
        ) : items.data.length === 0 ? (
          <EmptyState
            title="This menu has no items yet"
            description="Add links to pages, shop categories or other sites, then drag them into order."
            action={
              <Button onClick={() => setEditing('new')} {...change}>
                Add Item
              </Button>
            }
          />
        ) : (
          <>
            {!refusal && (
              <p className="menus-muted menus-hint">
                Drag a row by its handle, or focus the handle and press Space: arrows move it, Right nests it under the row above, Left
                takes it out.
              </p>
            )}
            <ItemTree
              items={items.data}
              refusal={refusal}
              onReorder={(entries, optimistic) => reorder.mutate({ entries, optimistic })}
              onEdit={setEditing}
              onDelete={setDeleting}
            />
          </>
        )}
      </Card>

      {editing && (
        <ItemFormModal
          siteId={siteId}
          menu={menu}
          items={items.data ?? []}
          item={editing === 'new' ? undefined : editing}
          onClose={() => setEditing(null)}
        />
      )}
      <ConfirmDialog
        open={deleting !== null}
        title="Delete Item"
        message="Are you sure you want to delete this menu item?"
        confirmLabel="Delete"
        danger
        busy={deleteItem.isPending}
        onConfirm={confirmDelete}
        onCancel={() => setDeleting(null)}
      />
    </div>
  );
}
