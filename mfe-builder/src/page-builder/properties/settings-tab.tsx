import { blockAnimations, type Block, type BlockSettings } from '@atlas/blocks';

type Spacing = BlockSettings['margin'];
import { BREAKPOINTS, type ColumnTarget } from '../../editor/types';
import { useEditorStore } from '../../editor/store';
import { FieldInput } from './field-input';

const SIDES: (keyof Spacing)[] = ['top', 'right', 'bottom', 'left'];

function SpacingBox({ label, value, onChange }: { label: string; value: Spacing; onChange(next: Spacing): void }) {
  return (
    <fieldset className="atlas-field atlas-field--box">
      <legend className="atlas-field__label">{label}</legend>
      {SIDES.map((side) => (
        <label key={side} className="atlas-field__box-side">
          <span>{side}</span>
          <input
            type="number"
            min={0}
            className="atlas-field__input"
            aria-label={`${label} ${side}`}
            value={value[side] ?? 0}
            onChange={(event) => onChange({ ...value, [side]: Number(event.target.value) || 0 })}
          />
        </label>
      ))}
    </fieldset>
  );
}

export function SettingsTab({ block, column }: { block: Block; column?: ColumnTarget }) {
  const store = useEditorStore();
  const s = block.settings;
  const set = (key: string, patch: Partial<BlockSettings>) =>
    store.dispatch({ type: 'updateSettings', id: block.id, column, patch, group: `${block.id}:settings:${key}` });
  return (
    <div className="atlas-tab-body">
      <SpacingBox label="Margin" value={s.margin} onChange={(margin) => set('margin', { margin })} />
      <SpacingBox label="Padding" value={s.padding} onChange={(padding) => set('padding', { padding })} />
      <fieldset className="atlas-field">
        <legend className="atlas-field__label">Background</legend>
        <FieldInput
          field={{ name: 'color', label: 'Background colour', kind: 'color' }}
          value={s.background.color}
          onChange={(color) => set('background.color', { background: { ...s.background, color: String(color) } })}
        />
        <FieldInput
          field={{ name: 'image', label: 'Background image URL', kind: 'image' }}
          value={s.background.image}
          onChange={(image) => set('background.image', { background: { ...s.background, image: String(image) } })}
        />
        <FieldInput
          field={{
            name: 'size',
            label: 'Background size',
            kind: 'select',
            options: ['cover', 'contain', 'auto'].map((v) => ({ value: v, label: v })),
          }}
          value={s.background.size}
          onChange={(size) => set('background.size', { background: { ...s.background, size: String(size) } })}
        />
        <FieldInput
          field={{
            name: 'position',
            label: 'Background position',
            kind: 'select',
            options: ['center', 'top', 'bottom', 'left', 'right'].map((v) => ({ value: v, label: v })),
          }}
          value={s.background.position}
          onChange={(position) => set('background.position', { background: { ...s.background, position: String(position) } })}
        />
      </fieldset>
      <fieldset className="atlas-field">
        <legend className="atlas-field__label">Border</legend>
        <FieldInput
          field={{ name: 'width', label: 'Border width', kind: 'number', min: 0, max: 50 }}
          value={s.border.width}
          onChange={(width) => set('border.width', { border: { ...s.border, width: Number(width) || 0 } })}
        />
        <FieldInput
          field={{
            name: 'style',
            label: 'Border style',
            kind: 'select',
            options: ['solid', 'dashed', 'dotted', 'double', 'none'].map((v) => ({ value: v, label: v })),
          }}
          value={s.border.style}
          onChange={(style) => set('border.style', { border: { ...s.border, style: String(style) } })}
        />
        <FieldInput
          field={{ name: 'color', label: 'Border colour', kind: 'color' }}
          value={s.border.color}
          onChange={(color) => set('border.color', { border: { ...s.border, color: String(color) } })}
        />
        <FieldInput
          field={{ name: 'radius', label: 'Border radius', kind: 'number', min: 0, max: 200 }}
          value={s.borderRadius}
          onChange={(radius) => set('borderRadius', { borderRadius: Number(radius) || 0 })}
        />
      </fieldset>
      <FieldInput
        field={{ name: 'animation', label: 'Animation', kind: 'select', options: blockAnimations }}
        value={s.animation}
        onChange={(animation) => set('animation', { animation: String(animation) })}
      />
      <fieldset className="atlas-field">
        <legend className="atlas-field__label">Visibility</legend>
        {BREAKPOINTS.map((breakpoint) => (
          <label key={breakpoint} className="atlas-field atlas-field--inline">
            <input
              type="checkbox"
              checked={s.visibility?.[breakpoint] !== false}
              onChange={(event) =>
                store.dispatch({
                  type: 'updateSettings',
                  id: block.id,
                  column,
                  patch: { visibility: { ...s.visibility, [breakpoint]: event.target.checked } },
                })
              }
            />
            <span>{`Show on ${breakpoint}`}</span>
          </label>
        ))}
      </fieldset>
    </div>
  );
}
