// The part of sanitize-html's API this service uses (the package ships no types).
declare module 'sanitize-html' {
  interface SanitizeOptions {
    allowedTags?: string[] | false;
    allowedAttributes?: Record<string, string[]> | false;
    allowedSchemes?: string[];
    allowedSchemesByTag?: Record<string, string[]>;
    allowedStyles?: Record<string, Record<string, RegExp[]>>;
    allowProtocolRelative?: boolean;
    disallowedTagsMode?: 'discard' | 'escape' | 'recursiveEscape';
    transformTags?: Record<
      string,
      (tagName: string, attribs: Record<string, string>) => { tagName: string; attribs: Record<string, string> }
    >;
  }
  function sanitizeHtml(dirty: string, options?: SanitizeOptions): string;
  export = sanitizeHtml;
}
