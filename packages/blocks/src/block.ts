// A block as a page stores it: plain data, no React, so the server side (the template library, demo
// sites) builds blocks with the same defaults as the builder's createBlock.

export type Breakpoint = 'desktop' | 'tablet' | 'mobile';

// Type aliases rather than interfaces: a service can hand these to its JSON shapes (Record<string, unknown>).
export type Spacing = {
  top: number;
  right: number;
  bottom: number;
  left: number;
};

export type BlockSettings = {
  margin: Spacing;
  padding: Spacing;
  background: { color: string; image: string; size: string; position: string };
  border: { width: number; style: string; color: string };
  borderRadius: number;
  animation: string;
  visibility: Record<Breakpoint, boolean>;
};

/** CSS properties per breakpoint, camelCase like React's style prop (e.g. { fontSize: '18px' }). */
export type BlockStyle = Record<Breakpoint, Record<string, string | number>>;

/**
 * A stored block. `Content` is its type's content where the type is known (`Block<HeadingContent>`,
 * `blockOf<HeadingContent>(...)` checks it); a page's block of any type holds loosely read JSON.
 */
export type Block<Content extends Record<string, unknown> = Record<string, any>> = {
  id: string;
  type: string;
  content: Content;
  style: BlockStyle;
  settings: BlockSettings;
};

/** Some of a block's settings: a group (margin, padding, background, border, visibility) may name only some keys. */
export type SettingsOverrides = {
  [K in keyof BlockSettings]?: BlockSettings[K] extends object ? Partial<BlockSettings[K]> : BlockSettings[K];
};

/** New blocks get margin bottom 20, padding 20 and are visible at every breakpoint. */
export function defaultBlockSettings(): BlockSettings {
  return {
    margin: { top: 0, right: 0, bottom: 20, left: 0 },
    padding: { top: 20, right: 20, bottom: 20, left: 20 },
    background: { color: '', image: '', size: 'cover', position: 'center' },
    border: { width: 0, style: 'solid', color: '#e5e7eb' },
    borderRadius: 0,
    animation: 'none',
    visibility: { desktop: true, tablet: true, mobile: true },
  };
}

/** The default settings with `settings` laid over them, key by key (older pages may miss keys, a template sets a few). */
export function completeSettings(settings: SettingsOverrides | undefined): BlockSettings {
  const d = defaultBlockSettings();
  const s = settings ?? {};
  return {
    margin: { ...d.margin, ...s.margin },
    padding: { ...d.padding, ...s.padding },
    background: { ...d.background, ...s.background },
    border: { ...d.border, ...s.border },
    borderRadius: s.borderRadius ?? d.borderRadius,
    animation: s.animation ?? d.animation,
    visibility: { ...d.visibility, ...s.visibility },
  };
}

/** A block of `type` holding `content`, with the default settings and an empty style unless `overrides` change them. */
export function blockOf<Content extends Record<string, unknown> = Record<string, any>>(
  id: string,
  type: string,
  content: NoInfer<Content>,
  overrides: { style?: Partial<BlockStyle>; settings?: SettingsOverrides } = {},
): Block<Content> {
  return {
    id,
    type,
    content,
    style: { desktop: {}, tablet: {}, mobile: {}, ...overrides.style },
    settings: completeSettings(overrides.settings),
  };
}
