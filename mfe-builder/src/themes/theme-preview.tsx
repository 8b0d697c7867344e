import type { ThemeType } from '@atlas/sites/contract';

// The preview frame: a sample page for the theme's type, dressed only by the theme's stylesheet (its
// --atlas-* variables and custom CSS). A sandboxed frame without scripts, so nothing in it runs.

const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const SAMPLE_BODY: Record<ThemeType, string> = {
  business: `<section class="hero"><h1>Grow with confidence</h1><p>Consulting for teams that want results.</p><a class="btn" href="#">Book a call</a></section>
<section class="grid"><div class="card"><h3>Strategy</h3><p>Plans that fit your market.</p></div><div class="card"><h3>Operations</h3><p>Processes that scale.</p></div><div class="card"><h3>Finance</h3><p>Numbers you can trust.</p></div></section>`,
  creative: `<section class="hero"><h1>Studio Lumen</h1><p>Photography and visual stories.</p><a class="btn" href="#">See the work</a></section>
<section class="grid"><div class="tile"></div><div class="tile alt"></div><div class="tile"></div><div class="tile alt"></div><div class="tile"></div><div class="tile alt"></div></section>`,
  blog: `<section class="post"><p class="muted">March 4 · 5 min read</p><h1>Notes on slow travel</h1><p>Trains, small towns and the art of staying longer than planned.</p><a href="#">Read more</a></section>
<section class="post"><p class="muted">February 18 · 3 min read</p><h2>A week without a phone</h2><p>What changed, and what did not.</p><a href="#">Read more</a></section>`,
  ecommerce: `<section class="hero"><h1>New season</h1><p>Fresh arrivals, free returns.</p><a class="btn" href="#">Shop now</a></section>
<section class="grid"><div class="card"><div class="tile"></div><h3>Linen shirt</h3><p class="price">€49.00</p><a class="btn" href="#">Add to cart</a></div><div class="card"><div class="tile alt"></div><h3>Canvas tote</h3><p class="price">€25.00</p><a class="btn" href="#">Add to cart</a></div><div class="card"><div class="tile"></div><h3>Wool cap</h3><p class="price">€19.00</p><a class="btn" href="#">Add to cart</a></div></section>`,
  landing: `<section class="hero"><h1>Launch in a weekend</h1><p>Everything you need to ship your idea.</p><a class="btn" href="#">Start free</a></section>
<section class="grid"><div class="card"><h3>Fast</h3><p>Ready in minutes.</p></div><div class="card"><h3>Simple</h3><p>No code needed.</p></div><div class="card"><h3>Yours</h3><p>Your domain, your brand.</p></div></section>
<section class="cta"><h2>Ready to get started?</h2><a class="btn" href="#">Create your site</a></section>`,
};

const SAMPLE_CSS = `
body{margin:0;background:var(--atlas-color-bg,#fff);color:var(--atlas-color-text,#1f2937);font-family:var(--atlas-font-body,system-ui,sans-serif);line-height:1.5}
h1,h2,h3{font-family:var(--atlas-font-heading,system-ui,sans-serif);margin:0 0 .5em}
.wrap{max-width:var(--atlas-max-width,1200px);margin:0 auto;padding:calc(var(--atlas-spacing,1rem)*1.5)}
header{display:flex;flex-wrap:wrap;gap:.5em;justify-content:space-between;align-items:center;padding:calc(var(--atlas-spacing,1rem)*.75) calc(var(--atlas-spacing,1rem)*1.5);border-bottom:1px solid var(--atlas-border,#e5e7eb)}
header strong{color:var(--atlas-color-primary,#3b82f6)}
nav a{margin-left:1em;color:var(--atlas-color-text,#1f2937);text-decoration:none}
a{color:var(--atlas-primary,#3b82f6)}
.hero{padding:calc(var(--atlas-spacing,1rem)*2.5) calc(var(--atlas-spacing,1rem)*1.5);background:var(--atlas-surface-alt,#f8fafc);border-radius:var(--atlas-radius,8px);text-align:center;margin-bottom:calc(var(--atlas-spacing,1rem)*1.5)}
.btn{display:inline-block;padding:.6em 1.2em;background:var(--atlas-color-primary,#3b82f6);color:var(--atlas-on-primary,#fff);border-radius:var(--atlas-radius,8px);text-decoration:none}
.grid{display:grid;grid-template-columns:repeat(auto-fit,minmax(160px,1fr));gap:var(--atlas-spacing,1rem)}
.card{padding:var(--atlas-spacing,1rem);border:1px solid var(--atlas-border,#e5e7eb);border-radius:var(--atlas-radius,8px)}
.tile{height:110px;border-radius:var(--atlas-radius,8px);background:var(--atlas-color-secondary,#64748b);margin-bottom:.5em}
.tile.alt{background:var(--atlas-color-accent,#10b981)}
.price{color:var(--atlas-color-accent,#10b981);font-weight:600}
.post{padding:var(--atlas-spacing,1rem) 0;border-bottom:1px solid var(--atlas-border,#e5e7eb)}
.muted{color:var(--atlas-muted,#6b7280);font-size:.9em}
.cta{margin-top:calc(var(--atlas-spacing,1rem)*1.5);padding:calc(var(--atlas-spacing,1rem)*2);text-align:center;background:var(--atlas-color-secondary,#64748b);color:#fff;border-radius:var(--atlas-radius,8px)}
footer{padding:var(--atlas-spacing,1rem);text-align:center;color:var(--atlas-muted,#6b7280);font-size:.85em}
`;

/** The frame's whole document: the theme's CSS after the sample's, a sample page of the theme's type. */
export function previewDocument(themeType: string, themeCss: string, siteName: string): string {
  const body = SAMPLE_BODY[themeType as ThemeType] ?? SAMPLE_BODY.business;
  // The stylesheet cannot close its style element: the service refuses '</style' in custom CSS, and so does this.
  const css = themeCss.replace(/<\/style/gi, '');
  return `<!doctype html><html><head><meta charset="utf-8"><style>${SAMPLE_CSS}</style><style>${css}</style></head><body><header><strong>${escape(siteName)}</strong><nav><a href="#">Home</a><a href="#">About</a><a href="#">Contact</a></nav></header><main class="wrap">${body}</main><footer>© ${escape(siteName)}</footer></body></html>`;
}

export function ThemePreviewFrame({
  themeType,
  css,
  siteName,
  title,
}: {
  themeType: string;
  css: string;
  siteName: string;
  title: string;
}) {
  return <iframe className="atlas-theme-preview__frame" title={title} sandbox="" srcDoc={previewDocument(themeType, css, siteName)} />;
}
