/** Decodes the character references a browser would decode inside an attribute value. */
export function decodeEntities(value: string): string {
  return value.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);?/gi, (match, ref: string) => {
    if (ref[0] === '#') {
      const code = ref[1] === 'x' || ref[1] === 'X' ? parseInt(ref.slice(2), 16) : parseInt(ref.slice(1), 10);
      return Number.isFinite(code) && code > 0 && code < 0x110000 ? String.fromCodePoint(code) : '';
    }
    const named: Record<string, string> = {
      amp: '&',
      lt: '<',
      gt: '>',
      quot: '"',
      apos: "'",
      colon: ':',
      tab: '\t',
      newline: '\n',
      nbsp: '\u00a0',
    };
    return named[ref.toLowerCase()] ?? match;
  });
}

/**
 * A link or media address safe to put in href/src: http(s), mailto, tel, relative paths and anchors;
 * `data:image/...` only where images are allowed. Anything else (javascript:, vbscript:, data:text/html) becomes ''.
 */
export function safeUrl(raw: unknown, options: { allowDataImage?: boolean } = {}): string {
  if (typeof raw !== 'string') return '';
  const value = raw.trim();
  if (!value) return '';
  // Control characters hidden in a scheme (java\u0000script:) must go.
  const probe = decodeEntities(value)
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u0020\u007f-\u009f]/g, '')
    .toLowerCase();
  const scheme = /^([a-z][a-z0-9+.-]*):/.exec(probe);
  if (!scheme) return value;
  if (['http', 'https', 'mailto', 'tel'].includes(scheme[1])) return value;
  if (options.allowDataImage && /^data:image\/(png|jpe?g|gif|webp|avif|svg\+xml)[;,]/.test(probe)) return value;
  return '';
}
