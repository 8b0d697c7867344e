import { useState, type FormEvent } from 'react';
import { DndContext, KeyboardSensor, PointerSensor, closestCenter, useSensor, useSensors, type DragEndEvent } from '@dnd-kit/core';
import { SortableContext, arrayMove, sortableKeyboardCoordinates, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { Button, Modal } from '@atlas/shell-kit';
import { useNavigation, useSaveNavigation } from '../api/navigation';
import { useSitePages } from '../api/pages';
import type { MenuItem, MenuItemType, Site } from '../api/types';
import { menuItemFromForm, newMenuItemId, pageUrl, urlForType, type MenuItemForm } from './menu-item-rules';
import './navigation.css';

const TYPES: { value: MenuItemType; label: string }[] = [
  { value: 'page', label: 'Page' },
  { value: 'external', label: 'External link' },
  { value: 'contact', label: 'Contact' },
  { value: 'home', label: 'Home' },
];

function MenuItemFields({ form, onChange, site }: { form: MenuItemForm; onChange(form: MenuItemForm): void; site: Site }) {
  const pages = useSitePages(site.id).data ?? [];
  const fixedUrl = form.type === 'home' || form.type === 'contact';
  return (
    <div className="atlas-nav-form__fields">
      <label className="atlas-field">
        <span className="atlas-field__label">Label *</span>
        <input
          className="atlas-input"
          value={form.label}
          onChange={(event) => onChange({ ...form, label: event.target.value })}
          autoFocus
        />
      </label>
      <label className="atlas-field">
        <span className="atlas-field__label">Type</span>
        <select
          className="atlas-input"
          value={form.type}
          onChange={(event) => {
            const type = event.target.value as MenuItemType;
            onChange({
              ...form,
              type,
              url:
                type === 'home' || type === 'contact'
                  ? urlForType(type, '')
                  : form.type === 'home' || form.type === 'contact'
                    ? ''
                    : form.url,
            });
          }}
        >
          {TYPES.map((type) => (
            <option key={type.value} value={type.value}>
              {type.label}
            </option>
          ))}
        </select>
      </label>
      {form.type === 'page' && (
        <label className="atlas-field">
          <span className="atlas-field__label">Page</span>
          <select
            className="atlas-input"
            value={form.pageId ?? ''}
            onChange={(event) => {
              const page = pages.find((p) => p.id === Number(event.target.value));
              onChange({
                ...form,
                pageId: page ? page.id : null,
                url: page ? pageUrl(site.slug, page) : form.url,
                label: form.label || (page?.title ?? ''),
              });
            }}
          >
            <option value="">Choose a page…</option>
            {pages.map((page) => (
              <option key={page.id} value={page.id}>
                {page.title}
              </option>
            ))}
          </select>
        </label>
      )}
      <label className="atlas-field">
        <span className="atlas-field__label">URL *</span>
        <input
          className="atlas-input"
          value={form.url}
          readOnly={fixedUrl}
          onChange={(event) => onChange({ ...form, url: event.target.value })}
          placeholder={form.type === 'external' ? 'example.com' : '/about'}
        />
      </label>
    </div>
  );
}

function SortableMenuItem({ item, onEdit, onDelete }: { item: MenuItem; onEdit(): void; onDelete(): void }) {
  const { attributes, listeners, setNodeRef, transform, transition, isDragging } = useSortable({ id: item.id });
  return (
    <li
      ref={setNodeRef}
      className={`atlas-nav-item${isDragging ? ' is-dragging' : ''}`}
      style={{ transform: CSS.Translate.toString(transform), transition }}
    >
      <button type="button" className="atlas-nav-item__handle" aria-label={`Reorder ${item.label}`} {...attributes} {...listeners}>
        ⋮⋮
      </button>
      <div className="atlas-nav-item__text">
        <strong>{item.label}</strong>
        <span className="atlas-muted">
          {item.url}
          {item.is_external ? ' ↗' : ''}
        </span>
      </div>
      <span className="atlas-nav-item__type">{item.type}</span>
      <Button variant="ghost" size="sm" onClick={onEdit} aria-label={`Edit ${item.label}`}>
        Edit
      </Button>
      <Button variant="ghost" size="sm" onClick={onDelete} aria-label={`Delete ${item.label}`}>
        Delete
      </Button>
    </li>
  );
}

const EMPTY_FORM: MenuItemForm = { label: '', url: '', type: 'page', pageId: null };

/** Navigation Builder: every add, edit, delete and reorder saves the whole list at once. */
export function NavigationBuilderModal({ site, open, onClose }: { site: Site; open: boolean; onClose(): void }) {
  const navigation = useNavigation(site.id);
  const saveNavigation = useSaveNavigation(site.id);
  const items = navigation.data?.structure ?? [];
  const [adding, setAdding] = useState(false);
  const [editingId, setEditingId] = useState<string | null>(null);
  const [form, setForm] = useState<MenuItemForm>(EMPTY_FORM);
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 8 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );

  const save = (next: MenuItem[]) => saveNavigation.mutate(next);
  const startAdd = () => {
    setEditingId(null);
    setForm(EMPTY_FORM);
    setAdding(true);
  };
  const startEdit = (item: MenuItem) => {
    setAdding(false);
    setEditingId(item.id);
    setForm({ label: item.label, url: item.url, type: item.type ?? 'page', pageId: item.page_id ?? null });
  };
  const cancel = () => {
    setAdding(false);
    setEditingId(null);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const existing = items.find((item) => item.id === editingId);
    const item = menuItemFromForm(form, existing ?? { id: newMenuItemId(), order: items.length });
    if (!item) return;
    save(existing ? items.map((i) => (i.id === existing.id ? item : i)) : [...items, item]);
    cancel();
  };

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const from = items.findIndex((item) => item.id === active.id);
    const to = items.findIndex((item) => item.id === over.id);
    if (from !== -1 && to !== -1) save(arrayMove(items, from, to));
  };

  const itemForm = (submitLabel: string) => (
    <form className="atlas-nav-form" onSubmit={submit} aria-label={submitLabel}>
      <MenuItemFields form={form} onChange={setForm} site={site} />
      <div className="atlas-nav-form__actions">
        <Button variant="secondary" size="sm" onClick={cancel}>
          Cancel
        </Button>
        <Button type="submit" size="sm">
          {submitLabel}
        </Button>
      </div>
    </form>
  );

  return (
    <Modal open={open} title={`Navigation Builder — ${site.name}`} onClose={onClose} size="lg">
      <div className="atlas-nav-builder">
        <div className="atlas-nav-builder__header">
          <p className="atlas-muted">Menu items appear in your site’s header, in this order.</p>
          <div className="atlas-nav-builder__header-actions">
            <Button size="sm" onClick={startAdd}>
              Add Item
            </Button>
            <Button size="sm" variant="secondary" onClick={onClose}>
              Done
            </Button>
          </div>
        </div>
        {adding && itemForm('Add Item')}
        {navigation.isPending ? (
          <p className="atlas-muted">Loading menu...</p>
        ) : items.length === 0 && !adding ? (
          <div className="atlas-empty">
            <p className="atlas-empty__title">No menu items yet</p>
            <Button onClick={startAdd}>Add First Item</Button>
          </div>
        ) : (
          <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={onDragEnd}>
            <SortableContext items={items.map((item) => item.id)} strategy={verticalListSortingStrategy}>
              <ul className="atlas-nav-items" aria-label="Menu items">
                {items.map((item) =>
                  editingId === item.id ? (
                    <li key={item.id} className="atlas-nav-item atlas-nav-item--editing">
                      {itemForm('Save Item')}
                    </li>
                  ) : (
                    <SortableMenuItem
                      key={item.id}
                      item={item}
                      onEdit={() => startEdit(item)}
                      onDelete={() => save(items.filter((i) => i.id !== item.id))}
                    />
                  ),
                )}
              </ul>
            </SortableContext>
          </DndContext>
        )}
        {items.length > 0 && (
          <section className="atlas-nav-preview" aria-label="Preview">
            <h3 className="atlas-field__label">Preview</h3>
            <nav className="atlas-nav-preview__bar">
              <strong>{site.name}</strong>
              <span className="atlas-nav-preview__links">
                {items.map((item) => (
                  <a
                    key={item.id}
                    href={item.url}
                    target={item.is_external ? '_blank' : undefined}
                    rel={item.is_external ? 'noopener noreferrer' : undefined}
                    onClick={(event) => event.preventDefault()}
                  >
                    {item.label}
                  </a>
                ))}
              </span>
            </nav>
          </section>
        )}
      </div>
    </Modal>
  );
}
