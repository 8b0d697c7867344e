import { useState } from 'react';
import { Badge, Button, ErrorState, Skeleton, Tabs } from '@atlas/shell-kit';
import type { SiteTheme, Theme, ThemePreset } from '@atlas/sites/contract';
import { themeFailure, useApplyPreset, useFeaturedPresets, useSwitchTheme, useThemeCss, useThemes, useVariations } from './themes-api';
import { ThemePreviewFrame } from './theme-preview';

const TABS = [
  { id: 'themes', label: 'All Themes' },
  { id: 'presets', label: 'Featured Presets' },
];

function Swatches({
  theme,
}: {
  theme: Pick<Theme, 'primary_color' | 'secondary_color' | 'accent_color' | 'background_color' | 'text_color'>;
}) {
  const colours = [theme.primary_color, theme.secondary_color, theme.accent_color, theme.background_color, theme.text_color];
  return (
    <span className="atlas-theme-swatches" aria-hidden="true">
      {colours.map((colour, index) => (
        <span key={index} style={{ background: colour }} />
      ))}
    </span>
  );
}

/** The chosen theme's preview: its stylesheet from the service on a sample page of its type; Retry on failure. */
function SelectedThemePreview({ theme, variationId, siteName }: { theme: Theme; variationId: number | null; siteName: string }) {
  const css = useThemeCss(theme.id, variationId);
  if (css.isError)
    return (
      <ErrorState message="Failed to generate preview" onRetry={() => void css.refetch()} retryLabel="Retry" retrying={css.isFetching} />
    );
  if (css.isPending) return <Skeleton height={360} />;
  return <ThemePreviewFrame themeType={theme.theme_type} css={css.data} siteName={siteName} title={`${theme.name} preview`} />;
}

interface ThemeSelectorProps {
  siteId: number;
  siteName: string;
  current: SiteTheme | null;
  onApplied(): void;
}

/** Tabs All Themes and Featured Presets: choose a theme, a variation (Default is none), Apply; a preset applies directly. */
export function ThemeSelector({ siteId, siteName, current, onApplied }: ThemeSelectorProps) {
  const [tab, setTab] = useState('themes');
  const themes = useThemes(siteId);
  const presets = useFeaturedPresets();
  const [chosenId, setChosenId] = useState<number | null>(current?.theme ?? null);
  const [variationId, setVariationId] = useState<number | null>(current?.variation ?? null);
  const variations = useVariations(chosenId);
  const switchTheme = useSwitchTheme(siteId);
  const applyPreset = useApplyPreset(siteId);
  const [failure, setFailure] = useState<string | null>(null);
  const chosen = themes.data?.find((theme) => theme.id === chosenId) ?? null;

  const apply = () => {
    if (!chosen) return;
    setFailure(null);
    switchTheme.mutate(
      { themeId: chosen.id, variationId },
      {
        onSuccess: onApplied,
        onError: (error) =>
          setFailure(current ? themeFailure('Failed to switch theme', error) : themeFailure('Failed to apply theme', error)),
      },
    );
  };
  const choosePreset = (preset: ThemePreset) => {
    setFailure(null);
    applyPreset.mutate(preset, {
      onSuccess: onApplied,
      onError: (error) => setFailure(themeFailure('Failed to apply preset', error)),
    });
  };

  return (
    <div className="atlas-theme-selector">
      {failure && (
        <p className="atlas-theme__failure" role="alert">
          {failure}
        </p>
      )}
      <Tabs tabs={TABS} selected={tab} onSelect={setTab} label="Theme sources">
        {tab === 'themes' &&
          (themes.isPending ? (
            <Skeleton height={240} />
          ) : themes.isError ? (
            <ErrorState
              message="Failed to load themes"
              onRetry={() => void themes.refetch()}
              retryLabel="Retry"
              retrying={themes.isFetching}
            />
          ) : (
            <div className="atlas-theme-selector__body">
              <ul className="atlas-theme-grid" aria-label="Themes">
                {themes.data.map((theme) => (
                  <li key={theme.id}>
                    <button
                      type="button"
                      className={`atlas-theme-card${theme.id === chosenId ? ' is-chosen' : ''}`}
                      aria-pressed={theme.id === chosenId}
                      onClick={() => {
                        setChosenId(theme.id);
                        setVariationId(theme.id === current?.theme ? current.variation : null);
                      }}
                    >
                      <Swatches theme={theme} />
                      <span className="atlas-theme-card__name">{theme.name}</span>
                      <span className="atlas-theme-card__meta">
                        {theme.theme_type}
                        {theme.is_premium && <Badge tone="warning">Premium</Badge>}
                        {theme.id === current?.theme && <Badge tone="success">Current</Badge>}
                      </span>
                      <span className="atlas-theme-card__description">{theme.description}</span>
                    </button>
                  </li>
                ))}
              </ul>
              {chosen && (
                <section className="atlas-theme-selector__chosen" aria-label={`${chosen.name} preview`}>
                  <div className="atlas-theme-selector__apply">
                    <label className="atlas-field__label" htmlFor="atlas-theme-variation">
                      Variation
                    </label>
                    <select
                      id="atlas-theme-variation"
                      className="atlas-input"
                      value={variationId ?? ''}
                      onChange={(event) => setVariationId(event.target.value ? Number(event.target.value) : null)}
                    >
                      <option value="">Default</option>
                      {(variations.data ?? []).map((variation) => (
                        <option key={variation.id} value={variation.id}>
                          {variation.name}
                        </option>
                      ))}
                    </select>
                    <Button onClick={apply} loading={switchTheme.isPending}>
                      Apply
                    </Button>
                  </div>
                  <SelectedThemePreview theme={chosen} variationId={variationId} siteName={siteName} />
                </section>
              )}
            </div>
          ))}
        {tab === 'presets' &&
          (presets.isPending ? (
            <Skeleton height={240} />
          ) : presets.isError ? (
            <ErrorState
              message="Failed to load themes"
              onRetry={() => void presets.refetch()}
              retryLabel="Retry"
              retrying={presets.isFetching}
            />
          ) : presets.data.length === 0 ? (
            <p className="atlas-muted">No featured presets yet.</p>
          ) : (
            <ul className="atlas-theme-grid" aria-label="Featured presets">
              {presets.data.map((preset) => (
                <li key={preset.id} className="atlas-theme-card">
                  <Swatches theme={{ ...preset.base_theme_details, ...preset.customizations } as Theme} />
                  <span className="atlas-theme-card__name">{preset.name}</span>
                  <span className="atlas-theme-card__meta">
                    {preset.category} · {preset.base_theme_details.name}
                    {preset.is_premium && <Badge tone="warning">Premium</Badge>}
                  </span>
                  <span className="atlas-theme-card__description">{preset.description}</span>
                  <Button
                    size="sm"
                    onClick={() => choosePreset(preset)}
                    loading={applyPreset.isPending && applyPreset.variables?.id === preset.id}
                    aria-label={`Apply ${preset.name}`}
                  >
                    Apply
                  </Button>
                </li>
              ))}
            </ul>
          ))}
      </Tabs>
    </div>
  );
}
