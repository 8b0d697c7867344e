import { memo, type CSSProperties, type MouseEvent, type ReactNode } from 'react';
import { completeSettings, type Block, type BlockSettings, type BlockStyle, type Breakpoint } from './block';
import { blockRegistry } from './registry';
import { useExtraBlockDefinitions } from './declarative/definitions-context';
import { safeUrl } from './shared/safe-url';
import { cssColor } from './shared/content';
import type { BlockMode } from './types';

// BlockView wraps a definition's render with the generic settings every block has. It reads nothing
// but its props, so the builder can memoise 1,000 of them and re-render only the edited block.

/** Where each breakpoint's style applies: media queries on the public page, container queries on the canvas. */
const BREAKPOINT_QUERY: Record<BlockMode, Record<Exclude<Breakpoint, 'desktop'>, string>> = {
  public: { tablet: '@media (max-width: 1024px)', mobile: '@media (max-width: 640px)' },
  canvas: { tablet: '@container atlas-canvas (max-width: 1024px)', mobile: '@container atlas-canvas (max-width: 640px)' },
};

const kebab = (property: string) => property.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
const UNITLESS = new Set(['opacity', 'z-index', 'font-weight', 'line-height', 'flex-grow', 'flex-shrink', 'order']);

function declarations(style: Record<string, string | number> | undefined): string {
  if (!style || typeof style !== 'object') return '';
  return Object.entries(style)
    .filter(
      ([property, value]) =>
        /^-?[a-zA-Z-]+$/.test(property) && (typeof value === 'number' || (typeof value === 'string' && value.trim() !== '')),
    )
    .map(([property, value]) => {
      const name = kebab(property);
      const bare = typeof value === 'number' || /^-?\d+(\.\d+)?$/.test(String(value).trim());
      const text = bare && !UNITLESS.has(name) ? `${String(value).trim()}px` : String(value).replace(/[<>{};]/g, '');
      return `${name}:${text} !important`;
    })
    .join(';');
}

/**
 * Text properties also go to the block's own element (the heading's h2, the text's p): the blocks'
 * stylesheet sizes and aligns those elements itself, so on the wrapper alone they would not show.
 */
const TEXT_PROPERTIES = new Set(['color', 'fontSize', 'fontWeight', 'textAlign', 'lineHeight', 'letterSpacing']);

function rules(scope: string, style: Record<string, string | number> | undefined): string {
  if (!style || typeof style !== 'object') return '';
  const all = declarations(style);
  const text = declarations(Object.fromEntries(Object.entries(style).filter(([property]) => TEXT_PROPERTIES.has(property))));
  return [all && `.${scope}{${all}}`, text && `.${scope}>:not(style){${text}}`].filter(Boolean).join('');
}

/** The block's per-breakpoint style as CSS scoped to its own class (desktop first, overridden downwards). */
export function breakpointCss(scope: string, style: BlockStyle | undefined, mode: BlockMode): string {
  if (!style) return '';
  const desktop = rules(scope, style.desktop);
  const tablet = rules(scope, style.tablet);
  const mobile = rules(scope, style.mobile);
  return [desktop, tablet && `${BREAKPOINT_QUERY[mode].tablet}{${tablet}}`, mobile && `${BREAKPOINT_QUERY[mode].mobile}{${mobile}}`]
    .filter(Boolean)
    .join('');
}

/** Keywords and lengths only ("cover", "center top", "50% 20px"): a setting cannot add declarations. */
const cssWords = (value: unknown) => (typeof value === 'string' && /^[\w\s.%-]+$/.test(value) ? value : '');
const px = (n: unknown) => (typeof n === 'number' && Number.isFinite(n) ? n : Number(n) || 0);
const box = (s: BlockSettings['margin']) => `${px(s.top)}px ${px(s.right)}px ${px(s.bottom)}px ${px(s.left)}px`;

function settingsStyle(settings: BlockSettings): CSSProperties {
  const style: CSSProperties = { margin: box(settings.margin), padding: box(settings.padding) };
  const { background, border } = settings;
  const color = cssColor(background.color);
  if (color) style.backgroundColor = color;
  const image = safeUrl(background.image, { allowDataImage: true });
  if (image) {
    style.backgroundImage = `url("${image.replace(/["\\\n]/g, '')}")`;
    style.backgroundSize = cssWords(background.size) || 'cover';
    style.backgroundPosition = cssWords(background.position) || 'center';
    style.backgroundRepeat = 'no-repeat';
  }
  if (px(border.width) > 0)
    style.border = `${px(border.width)}px ${cssWords(border.style) || 'solid'} ${cssColor(border.color) || '#e5e7eb'}`;
  if (px(settings.borderRadius) > 0) {
    style.borderRadius = `${px(settings.borderRadius)}px`;
    style.overflow = 'hidden';
  }
  return style;
}

// Defaults fill keys older content lacks; computed once per registry type, they are shared read-only by every render.
const defaultsByType = new Map<string, Record<string, unknown>>();
function defaultsOf(type: string): Record<string, unknown> {
  let defaults = defaultsByType.get(type);
  if (!defaults) defaultsByType.set(type, (defaults = blockRegistry[type].defaults()));
  return defaults;
}

export const scopeClass = (id: string) => `atlas-b-${String(id).replace(/[^a-zA-Z0-9_-]/g, '')}`;

/** On the canvas a click on a block's link selects the block; it must not navigate away from the editor. */
function keepCanvasInPlace(event: MouseEvent) {
  if ((event.target as Element | null)?.closest?.('a[href]')) event.preventDefault();
}

interface BlockViewProps {
  block: Block;
  mode: BlockMode;
  /** Draws the content instead of the definition's render, inside the same wrapper (the builder's editable columns). */
  renderContent?: (content: Record<string, any>) => ReactNode;
}

function BlockViewInner({ block, mode, renderContent }: BlockViewProps) {
  const extra = useExtraBlockDefinitions();
  const definition = blockRegistry[block.type] ?? extra[block.type];
  const settings = completeSettings(block.settings);
  const scope = scopeClass(block.id);
  const classes = ['atlas-block', `atlas-block--${String(block.type).replace(/[^a-z0-9-]/gi, '')}`, scope];
  if (settings.animation && settings.animation !== 'none') classes.push(`atlas-anim-${settings.animation.replace(/[^a-z0-9-]/gi, '')}`);
  for (const breakpoint of ['desktop', 'tablet', 'mobile'] as const) {
    if (settings.visibility[breakpoint] === false) classes.push(`atlas-hide-${breakpoint}`);
  }
  const scopedCss = breakpointCss(scope, block.style, mode);
  const renderBlock = (child: Block) => <BlockView block={child} mode={mode} />;
  return (
    <div
      className={classes.join(' ')}
      style={settingsStyle(settings)}
      data-block-id={block.id}
      data-block-type={block.type}
      onClickCapture={mode === 'canvas' ? keepCanvasInPlace : undefined}
    >
      {scopedCss && <style dangerouslySetInnerHTML={{ __html: scopedCss }} />}
      {definition ? (
        (renderContent ?? ((content) => definition.render({ content, block, mode, renderBlock })))({
          ...(blockRegistry[block.type] ? defaultsOf(block.type) : definition.defaults()),
          ...block.content,
        })
      ) : (
        <p className="atlas-unknown-block">{`Block type "${block.type}" not implemented`}</p>
      )}
    </div>
  );
}

export const BlockView = memo(BlockViewInner);
BlockView.displayName = 'BlockView';

export function PageBlocks({ blocks, mode }: { blocks: Block[]; mode: BlockMode }) {
  return (
    <div className="atlas-page-blocks">
      {(Array.isArray(blocks) ? blocks : []).map((block) => (
        <BlockView key={block.id} block={block} mode={mode} />
      ))}
    </div>
  );
}
