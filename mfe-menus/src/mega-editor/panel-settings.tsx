import { Button } from '@atlas/shell-kit';
import type { MegaMenuWidth } from '../api/types';
import { MEGA_WIDTHS } from '../builder/menu-form-modal';
import { ChoiceGroup } from '../shared/fields';
import { ColumnCountInput } from './column-count-input';

/** The panel's column count and width, the preview toggle, and Discard / Save Layout of what changed. */
export function PanelSettings({
  count,
  width,
  previewing,
  unsaved,
  dirty,
  saving,
  refusal,
  onCountChange,
  onWidthChange,
  onPreviewToggle,
  onDiscard,
  onSave,
}: {
  count: number;
  width: MegaMenuWidth;
  previewing: boolean;
  unsaved: boolean;
  dirty: boolean;
  saving: boolean;
  /** Why the role may not change the layout (the preview stays), or null. */
  refusal: string | null;
  onCountChange(count: number): void;
  onWidthChange(width: MegaMenuWidth): void;
  onPreviewToggle(): void;
  onDiscard(): void;
  onSave(): void;
}) {
  return (
    <>
      <div className="menus-mega-controls">
        <ColumnCountInput count={count} refusal={refusal} onChange={onCountChange} />
        <ChoiceGroup label="Width" value={width} refusal={refusal} onChange={onWidthChange} options={MEGA_WIDTHS} />
        <span className="menus-actions__spacer" />
        <Button variant="secondary" aria-pressed={previewing} onClick={onPreviewToggle}>
          {previewing ? 'Hide Preview' : 'Show Preview'}
        </Button>
        {!refusal && (
          <>
            <Button variant="ghost" onClick={onDiscard} disabled={!unsaved || saving}>
              Discard
            </Button>
            <Button onClick={onSave} loading={saving} disabled={!dirty}>
              Save Layout
            </Button>
          </>
        )}
      </div>
      {unsaved && (
        <p className="menus-muted" aria-live="polite">
          Unsaved changes: Save Layout stores the columns, the width and where each item sits (another panel can be chosen after Save Layout
          or Discard).
        </p>
      )}
    </>
  );
}
