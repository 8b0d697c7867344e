import { useMemo, useState } from 'react';
import { Button, Tabs } from '@atlas/shell-kit';
import {
  CSS_VARIABLE_NAME_PATTERN,
  HEX_COLOUR_PATTERN,
  THEME_FONT_NAMES,
  themeStylesheet,
  type SiteTheme,
  type ThemeCustomization,
} from '@atlas/sites/contract';
import { themeFailure, useCustomizeTheme, useResetTheme } from './themes-api';
import { ThemePreviewFrame } from './theme-preview';

const TABS = [
  { id: 'colors', label: 'Colors' },
  { id: 'typography', label: 'Typography' },
  { id: 'advanced', label: 'Advanced' },
];

const COLOURS = [
  ['primary_color', 'Primary color'],
  ['secondary_color', 'Secondary color'],
  ['accent_color', 'Accent color'],
  ['background_color', 'Background color'],
  ['text_color', 'Text color'],
] as const;
type ColourName = (typeof COLOURS)[number][0];

interface Draft {
  colours: Record<ColourName, string>;
  heading_font: string;
  body_font: string;
  variables: { name: string; value: string }[];
  custom_css: string;
}

const HEX = new RegExp(HEX_COLOUR_PATTERN);
const VARIABLE_NAME = new RegExp(CSS_VARIABLE_NAME_PATTERN);

function draftOf(siteTheme: SiteTheme): Draft {
  const { resolved } = siteTheme;
  return {
    colours: Object.fromEntries(COLOURS.map(([name]) => [name, resolved[name]])) as Record<ColourName, string>,
    heading_font: resolved.heading_font,
    body_font: resolved.body_font,
    variables: Object.entries(siteTheme.custom_css_variables).map(([name, value]) => ({ name, value })),
    custom_css: siteTheme.custom_css,
  };
}

/** A colour picker beside its hex text: the text may be mid-edit; only a full hex colour is sent. */
function ColourField({ label, value, onChange }: { label: string; value: string; onChange(value: string): void }) {
  const id = `atlas-theme-${label.replace(/\s+/g, '-').toLowerCase()}`;
  const valid = HEX.test(value);
  return (
    <div className="atlas-field">
      <label className="atlas-field__label" htmlFor={id}>
        {label}
      </label>
      <div className="atlas-theme-colour">
        <input
          type="color"
          aria-label={`${label} picker`}
          value={valid && value.length === 7 ? value : '#000000'}
          onChange={(event) => onChange(event.target.value)}
        />
        <input
          id={id}
          className="atlas-input"
          value={value}
          maxLength={7}
          onChange={(event) => onChange(event.target.value.trim())}
          aria-invalid={!valid}
        />
      </div>
      {!valid && <p className="atlas-field__error">Use a hex colour: #rgb or #rrggbb</p>}
    </div>
  );
}

function FontField({ label, value, onChange }: { label: string; value: string; onChange(value: string): void }) {
  const id = `atlas-theme-${label.replace(/\s+/g, '-').toLowerCase()}`;
  return (
    <div className="atlas-field">
      <label className="atlas-field__label" htmlFor={id}>
        {label}
      </label>
      <select id={id} className="atlas-input" value={value} onChange={(event) => onChange(event.target.value)}>
        {THEME_FONT_NAMES.map((font) => (
          <option key={font} value={font}>
            {font}
          </option>
        ))}
      </select>
    </div>
  );
}

interface ThemeCustomizerProps {
  siteId: number;
  siteName: string;
  siteTheme: SiteTheme;
  onSwitchTheme(): void;
}

/** Colors, Typography and Advanced (CSS variables, custom CSS) with a live preview; Save sends the customisation. */
export function ThemeCustomizer({ siteId, siteName, siteTheme, onSwitchTheme }: ThemeCustomizerProps) {
  const [tab, setTab] = useState('colors');
  const [draft, setDraft] = useState(() => draftOf(siteTheme));
  const [outcome, setOutcome] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const customize = useCustomizeTheme(siteId, siteTheme);
  const reset = useResetTheme(siteId, siteTheme);

  const invalidColour = COLOURS.some(([name]) => !HEX.test(draft.colours[name]));
  const badVariable = draft.variables.find((variable) => variable.name !== '' && !VARIABLE_NAME.test(variable.name));
  // The live preview: the same stylesheet the service will draw, from the draft (invalid colours keep the saved ones).
  const previewCss = useMemo(() => {
    const colours = Object.fromEntries(
      COLOURS.map(([name]) => [name, HEX.test(draft.colours[name]) ? draft.colours[name] : siteTheme.resolved[name]]),
    );
    const variables = Object.fromEntries(draft.variables.filter((v) => VARIABLE_NAME.test(v.name)).map((v) => [v.name, v.value]));
    return themeStylesheet({
      ...siteTheme.resolved,
      ...colours,
      heading_font: draft.heading_font,
      body_font: draft.body_font,
      css_variables: variables,
      custom_css: draft.custom_css,
    });
  }, [draft, siteTheme.resolved]);

  const save = () => {
    setOutcome(null);
    const changes: ThemeCustomization = {
      ...Object.fromEntries(COLOURS.map(([name]) => [name, draft.colours[name]])),
      heading_font: draft.heading_font as ThemeCustomization['heading_font'],
      body_font: draft.body_font as ThemeCustomization['body_font'],
      css_variables: Object.fromEntries(draft.variables.filter((v) => v.name !== '').map((v) => [v.name, v.value])),
      custom_css: draft.custom_css,
    };
    customize.mutate(changes, {
      onSuccess: () => setOutcome({ tone: 'success', text: 'Customizations saved' }),
      onError: (error) =>
        setOutcome({
          tone: 'error',
          text: themeFailure('Failed to save customizations', error),
        }),
    });
  };
  const resetAll = () => {
    setOutcome(null);
    reset.mutate(undefined, {
      onSuccess: (fresh) => {
        setDraft(draftOf(fresh));
        setOutcome({ tone: 'success', text: 'Theme reset to its defaults' });
      },
      onError: (error) => setOutcome({ tone: 'error', text: themeFailure('Failed to reset theme', error) }),
    });
  };
  const setVariable = (index: number, change: Partial<{ name: string; value: string }>) =>
    setDraft((d) => ({ ...d, variables: d.variables.map((v, i) => (i === index ? { ...v, ...change } : v)) }));
  const warnings = customize.data?.warnings ?? siteTheme.warnings;

  return (
    <div className="atlas-theme-customizer">
      <div className="atlas-theme-customizer__bar">
        <p>
          <strong>{siteTheme.theme_details.name}</strong>
          {siteTheme.variation_details ? ` · ${siteTheme.variation_details.name}` : ' · Default'}
        </p>
        <div className="atlas-theme-customizer__actions">
          <Button variant="secondary" onClick={onSwitchTheme}>
            Switch Theme
          </Button>
          <Button variant="secondary" onClick={resetAll} loading={reset.isPending}>
            Reset
          </Button>
          <Button onClick={save} loading={customize.isPending} disabled={invalidColour || !!badVariable}>
            Save
          </Button>
        </div>
      </div>
      {outcome && (
        <p
          className={`atlas-theme__${outcome.tone === 'error' ? 'failure' : 'success'}`}
          role={outcome.tone === 'error' ? 'alert' : 'status'}
        >
          {outcome.text}
        </p>
      )}
      {warnings.length > 0 && (
        <ul className="atlas-theme__warnings" aria-label="Contrast warnings">
          {warnings.map((warning) => (
            <li key={warning}>{warning}</li>
          ))}
        </ul>
      )}
      <div className="atlas-theme-customizer__body">
        <Tabs tabs={TABS} selected={tab} onSelect={setTab} label="Customisation groups">
          {tab === 'colors' &&
            COLOURS.map(([name, label]) => (
              <ColourField
                key={name}
                label={label}
                value={draft.colours[name]}
                onChange={(value) => setDraft((d) => ({ ...d, colours: { ...d.colours, [name]: value } }))}
              />
            ))}
          {tab === 'typography' && (
            <>
              <FontField
                label="Heading font"
                value={draft.heading_font}
                onChange={(value) => setDraft((d) => ({ ...d, heading_font: value }))}
              />
              <FontField label="Body font" value={draft.body_font} onChange={(value) => setDraft((d) => ({ ...d, body_font: value }))} />
            </>
          )}
          {tab === 'advanced' && (
            <>
              <fieldset className="atlas-theme-variables">
                <legend>CSS variables</legend>
                {draft.variables.map((variable, index) => (
                  <div key={index} className="atlas-theme-variables__row">
                    <input
                      className="atlas-input"
                      aria-label={`Variable ${index + 1} name`}
                      placeholder="--atlas-shadow"
                      value={variable.name}
                      onChange={(event) => setVariable(index, { name: event.target.value.trim() })}
                    />
                    <input
                      className="atlas-input"
                      aria-label={`Variable ${index + 1} value`}
                      value={variable.value}
                      onChange={(event) => setVariable(index, { value: event.target.value })}
                    />
                    <button
                      type="button"
                      className="atlas-icon-btn"
                      aria-label={`Remove variable ${index + 1}`}
                      onClick={() => setDraft((d) => ({ ...d, variables: d.variables.filter((_, i) => i !== index) }))}
                    >
                      ×
                    </button>
                  </div>
                ))}
                {badVariable && <p className="atlas-field__error">{`${badVariable.name} is not a --atlas-* variable name`}</p>}
                <Button
                  variant="ghost"
                  size="sm"
                  onClick={() => setDraft((d) => ({ ...d, variables: [...d.variables, { name: '', value: '' }] }))}
                >
                  Add variable
                </Button>
              </fieldset>
              <div className="atlas-field">
                <label className="atlas-field__label" htmlFor="atlas-theme-custom-css">
                  Custom CSS
                </label>
                <textarea
                  id="atlas-theme-custom-css"
                  className="atlas-input atlas-theme-css"
                  rows={8}
                  value={draft.custom_css}
                  onChange={(event) => setDraft((d) => ({ ...d, custom_css: event.target.value }))}
                  spellCheck={false}
                />
              </div>
            </>
          )}
        </Tabs>
        <section className="atlas-theme-preview" aria-label="Live preview">
          <ThemePreviewFrame themeType={siteTheme.theme_details.theme_type} css={previewCss} siteName={siteName} title="Live preview" />
        </section>
      </div>
    </div>
  );
}
