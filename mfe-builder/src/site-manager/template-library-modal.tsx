import { useMemo, useState } from 'react';
import { Badge, Button, Modal, formatCountOf } from '@atlas/shell-kit';
import { TEMPLATE_CATEGORIES, useTemplates } from '../api/templates';
import type { SiteTemplate } from '../api/types';

const titleCase = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

function TemplatePreview({ template }: { template: SiteTemplate }) {
  const [broken, setBroken] = useState(false);
  if (!template.preview_image || broken) return <div className="atlas-template__preview atlas-template__preview--none">No Preview</div>;
  return (
    <img
      className="atlas-template__preview"
      src={template.preview_image}
      alt={`${template.name} preview`}
      onError={() => setBroken(true)}
    />
  );
}

/** Template Library: search, grid or list, categories with counts; using one asks for the new site's name (onUse). */
export function TemplateLibraryModal({ open, onClose, onUse }: { open: boolean; onClose(): void; onUse(template: SiteTemplate): void }) {
  const templates = useTemplates();
  const [search, setSearch] = useState('');
  const [category, setCategory] = useState('all');
  const [view, setView] = useState<'grid' | 'list'>('grid');
  const all = templates.data ?? [];

  const counts = useMemo(() => {
    const byCategory = new Map<string, number>();
    for (const template of all) byCategory.set(template.category, (byCategory.get(template.category) ?? 0) + 1);
    return byCategory;
  }, [all]);

  const shown = all.filter((template) => {
    const needle = search.trim().toLowerCase();
    return (
      (category === 'all' || template.category === category) &&
      (!needle || `${template.name} ${template.description}`.toLowerCase().includes(needle))
    );
  });

  return (
    <Modal open={open} title="Template Library" onClose={onClose} size="xl">
      <div className="atlas-templates">
        <nav className="atlas-templates__categories" aria-label="Template categories">
          <button
            type="button"
            className={category === 'all' ? 'is-active' : ''}
            aria-pressed={category === 'all'}
            onClick={() => setCategory('all')}
          >
            <span>All Templates</span>
            <span className="atlas-count">{all.length}</span>
          </button>
          {TEMPLATE_CATEGORIES.map((id) => (
            <button
              key={id}
              type="button"
              className={category === id ? 'is-active' : ''}
              aria-pressed={category === id}
              onClick={() => setCategory(id)}
            >
              <span>{titleCase(id)}</span>
              <span className="atlas-count">{counts.get(id) ?? 0}</span>
            </button>
          ))}
        </nav>
        <div className="atlas-templates__main">
          <div className="atlas-templates__toolbar">
            <input
              className="atlas-input"
              type="search"
              placeholder="Search templates..."
              aria-label="Search templates"
              value={search}
              onChange={(event) => setSearch(event.target.value)}
            />
            <div className="atlas-segmented" role="group" aria-label="View">
              <button
                type="button"
                aria-pressed={view === 'grid'}
                className={view === 'grid' ? 'is-active' : ''}
                onClick={() => setView('grid')}
              >
                Grid
              </button>
              <button
                type="button"
                aria-pressed={view === 'list'}
                className={view === 'list' ? 'is-active' : ''}
                onClick={() => setView('list')}
              >
                List
              </button>
            </div>
          </div>
          {templates.isPending ? (
            <p className="atlas-muted">Loading templates...</p>
          ) : shown.length === 0 ? (
            <p className="atlas-empty">No templates found</p>
          ) : (
            <ul className={`atlas-templates__items atlas-templates__items--${view}`}>
              {shown.map((template) => (
                <li key={template.id} className="atlas-template">
                  <TemplatePreview template={template} />
                  <div className="atlas-template__body">
                    <h3 className="atlas-template__name">
                      {template.name}
                      {template.is_popular && (
                        <span className="atlas-template__star" title="Popular" aria-label="Popular">
                          ★
                        </span>
                      )}
                      {template.is_premium && <Badge tone="warning">Pro</Badge>}
                    </h3>
                    <p className="atlas-muted">{template.description}</p>
                    <p className="atlas-template__meta">
                      <span>{titleCase(template.category)}</span>
                      <span>{`★ ${(template.rating ?? 4.5).toFixed(1)}`}</span>
                      <span>{formatCountOf(template.usage_count ?? 0, 'use')}</span>
                    </p>
                    <Button size="sm" onClick={() => onUse(template)} aria-label={`Use template ${template.name}`}>
                      Use Template
                    </Button>
                  </div>
                </li>
              ))}
            </ul>
          )}
        </div>
      </div>
    </Modal>
  );
}
