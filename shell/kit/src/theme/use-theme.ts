import { useCallback, useEffect, useState } from 'react';

export type Theme = 'light' | 'dark';
/** What the user chose (Settings): a theme, or whatever the system says. */
export type ThemeChoice = Theme | 'system';
export const THEME_STORAGE_KEY = 'atlas_theme';
// Every useTheme on the page hears a change made by another (the header's toggle, Settings).
const THEME_CHANGED = 'atlas:theme-changed';

const systemTheme = (): Theme =>
  typeof window.matchMedia === 'function' && window.matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';

export function readThemeChoice(): ThemeChoice {
  try {
    const stored = window.localStorage.getItem(THEME_STORAGE_KEY);
    if (stored === 'dark' || stored === 'light' || stored === 'system') return stored;
  } catch {
    // Storage can be unavailable (private mode); fall through to the system preference.
  }
  return 'system';
}

export function readStoredTheme(): Theme {
  const choice = readThemeChoice();
  return choice === 'system' ? systemTheme() : choice;
}

/** Keeps the choice in storage (`atlas_theme`), applies it as `data-theme` on <html> and tells every useTheme. */
export function applyThemeChoice(choice: ThemeChoice): void {
  try {
    window.localStorage.setItem(THEME_STORAGE_KEY, choice);
  } catch {
    // The theme still applies for this visit.
  }
  document.documentElement.dataset.theme = choice === 'system' ? systemTheme() : choice;
  window.dispatchEvent(new Event(THEME_CHANGED));
}

/** The dark/light preference, kept in storage (`atlas_theme`) and applied as `data-theme` on <html>. */
export function useTheme(): { theme: Theme; setTheme(theme: ThemeChoice): void; toggleTheme(): void } {
  const [theme, setThemeState] = useState<Theme>(() => readStoredTheme());

  useEffect(() => {
    document.documentElement.dataset.theme = theme;
  }, [theme]);

  useEffect(() => {
    const follow = () => setThemeState(readStoredTheme());
    window.addEventListener(THEME_CHANGED, follow);
    const media = typeof window.matchMedia === 'function' ? window.matchMedia('(prefers-color-scheme: dark)') : null;
    media?.addEventListener?.('change', follow);
    return () => {
      window.removeEventListener(THEME_CHANGED, follow);
      media?.removeEventListener?.('change', follow);
    };
  }, []);

  const setTheme = useCallback((next: ThemeChoice) => applyThemeChoice(next), []);
  const toggleTheme = useCallback(() => setTheme(theme === 'dark' ? 'light' : 'dark'), [theme, setTheme]);
  return { theme, setTheme, toggleTheme };
}
