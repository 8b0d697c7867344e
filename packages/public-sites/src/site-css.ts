// The public page's own stylesheet: the site frame (header, navigation, mobile menu, footer, notices)
// around the blocks. Inlined: a visitor loads no stylesheet. It reads the variables a site theme sets
// (@atlas/sites/contract themeDeclarations: --atlas-text, --atlas-surface, --atlas-surface-alt, --atlas-border,
// --atlas-muted, --atlas-max-width, --atlas-spacing, --atlas-heading-font ...); each falls back to the look
// of a site without one, where the Site Settings theme below sets only radius, fonts and heading weight.

export const THEME_VARIABLES: Record<string, string> = {
  default: '--atlas-radius:10px;--atlas-font:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;--atlas-heading-weight:700',
  minimal: '--atlas-radius:0px;--atlas-font:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;--atlas-heading-weight:500',
  bold: '--atlas-radius:16px;--atlas-font:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;--atlas-heading-weight:800',
  professional:
    '--atlas-radius:4px;--atlas-font:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;--atlas-heading-font:Georgia,"Times New Roman",serif;--atlas-heading-weight:700',
};

export const siteCss = `
*,*::before,*::after{box-sizing:border-box}
html{-webkit-text-size-adjust:100%}
body{margin:0;font-family:var(--atlas-font);color:var(--atlas-text,#111827);background:var(--atlas-surface,#fff);line-height:1.6;display:flex;flex-direction:column;min-height:100vh}
a{color:var(--atlas-primary)}
.site-skip{position:absolute;left:-9999px;top:0;background:#111827;color:#fff;padding:8px 12px;z-index:10}
.site-skip:focus{left:8px}
.site-visually-hidden{position:absolute;width:1px;height:1px;margin:-1px;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap;border:0}
.site-header{border-bottom:1px solid var(--atlas-border,#e5e7eb);background:var(--atlas-surface,#fff)}
.site-header__inner{max-width:var(--atlas-max-width,1200px);margin:0 auto;padding:12px 20px;display:flex;align-items:center;justify-content:space-between;gap:16px;min-height:64px}
.site-brand{display:inline-flex;align-items:center;gap:10px;font-weight:700;font-size:1.25rem;color:var(--atlas-text,#111827);text-decoration:none;font-family:var(--atlas-heading-font,inherit)}
.site-brand img{height:40px;width:auto;display:block}
.site-nav ul{list-style:none;margin:0;padding:0;display:flex;flex-wrap:wrap;gap:4px}
.site-nav a{display:block;padding:10px 12px;border-radius:var(--atlas-radius);color:var(--atlas-text,#1f2937);text-decoration:none;font-weight:500}
.site-nav a:hover,.site-nav a[aria-current=page]{color:var(--atlas-primary);text-decoration:underline;text-decoration-thickness:2px;text-underline-offset:6px}
.site-menu{display:none;position:relative}
.site-menu summary{list-style:none;cursor:pointer;padding:10px 14px;border:1px solid var(--atlas-border,#d1d5db);border-radius:var(--atlas-radius);font-weight:600;color:var(--atlas-text,#111827)}
.site-menu summary::-webkit-details-marker{display:none}
.site-menu[open] .site-nav{position:absolute;right:0;top:calc(100% + 6px);background:var(--atlas-surface,#fff);border:1px solid var(--atlas-border,#e5e7eb);border-radius:var(--atlas-radius);box-shadow:0 10px 30px rgba(0,0,0,.12);min-width:220px;z-index:20;padding:6px}
.site-menu .site-nav ul{flex-direction:column}
@media (max-width:640px){.site-header .site-nav--desktop{display:none}.site-menu{display:block}}
.site-main{flex:1 0 auto;width:100%;max-width:var(--atlas-max-width,1200px);margin:0 auto;padding:calc(var(--atlas-spacing,1rem)*1.5) 20px}
.site-footer{border-top:1px solid var(--atlas-border,#e5e7eb);background:var(--atlas-surface-alt,#f9fafb);color:var(--atlas-muted,#374151);text-align:center;padding:24px 20px;font-size:.95rem}
.site-footer__menus{max-width:var(--atlas-max-width,1200px);margin:0 auto 24px;display:flex;flex-direction:column;align-items:center;gap:24px}
.site-footer__menus>.atlas-site-menu--footer{width:100%}
.site-notice{max-width:560px;margin:10vh auto;text-align:center;padding:0 20px}
.site-notice h1{font-size:2rem;margin:0 0 12px;line-height:1.2;font-family:var(--atlas-heading-font,inherit)}
.site-notice p{color:var(--atlas-muted,#374151);margin:0 0 24px}
.site-actions{display:flex;gap:12px;justify-content:center;flex-wrap:wrap}
.site-button{display:inline-block;padding:12px 20px;border-radius:var(--atlas-radius);background:var(--atlas-primary);color:#fff;text-decoration:none;font-weight:600;border:2px solid var(--atlas-primary);font:inherit;font-weight:600;cursor:pointer}
.site-button--outline{background:var(--atlas-surface,#fff);color:var(--atlas-primary)}
.site-password{display:flex;flex-direction:column;gap:12px;text-align:left;max-width:360px;margin:0 auto}
.site-password label{font-weight:600}
.site-password input{padding:12px;border:1px solid #6b7280;border-radius:var(--atlas-radius);font:inherit}
.site-error{color:#b91c1c;font-weight:600}
.site-search{display:flex;flex-wrap:wrap;align-items:center;gap:8px;margin:0 0 24px}
.site-search label{flex-basis:100%;font-weight:600}
.site-search input{flex:1 1 240px;min-width:0;padding:12px;border:1px solid #6b7280;border-radius:var(--atlas-radius);font:inherit}
.site-fallback{margin:0 0 16px;padding:12px 16px;border-radius:var(--atlas-radius);background:#fef3c7;color:#78350f}
.site-blog,.site-post{max-width:760px;margin:0 auto}
.site-blog h1,.site-post h1{font-size:2.25rem;line-height:1.2;margin:8px 0 16px;font-family:var(--atlas-heading-font,inherit)}
.site-blog__list{list-style:none;margin:0 0 24px;padding:0;display:grid;gap:32px}
.site-post-card h2{font-size:1.5rem;margin:12px 0 4px;line-height:1.3;font-family:var(--atlas-heading-font,inherit)}
.site-post-card h2 a{color:var(--atlas-text,#111827);text-decoration:none}
.site-post-card h2 a:hover{color:var(--atlas-primary);text-decoration:underline}
.site-post__meta{color:var(--atlas-muted,#4b5563);font-size:.95rem;margin:0 0 12px}
.site-post__image{display:block;width:100%;height:auto;border-radius:var(--atlas-radius);background:var(--atlas-surface-alt,#f3f4f6)}
.site-post__back a{color:var(--atlas-primary)}
.site-post__body{font-size:1.1rem;line-height:1.7;margin-top:24px;overflow-wrap:anywhere}
.site-post__body img{max-width:100%;height:auto}
.site-post__body pre{overflow-x:auto;background:var(--atlas-surface-alt,#f3f4f6);padding:12px;border-radius:var(--atlas-radius)}
.site-post__body blockquote{border-left:4px solid var(--atlas-primary);margin:16px 0;padding:4px 16px;color:var(--atlas-muted,#374151)}
.site-post__tags{list-style:none;display:flex;flex-wrap:wrap;gap:8px;padding:0;margin:24px 0 0}
.site-post__tags li{background:var(--atlas-surface-alt,#f3f4f6);border-radius:999px;padding:4px 12px;font-size:.9rem;color:var(--atlas-muted,#374151)}
.site-blog__empty{color:var(--atlas-muted,#4b5563)}
.site-preview-banner{position:fixed;left:0;right:0;bottom:0;z-index:1000;display:flex;flex-wrap:wrap;justify-content:center;align-items:baseline;gap:4px 12px;padding:10px 16px;background:#111827;color:#fff;font-size:.95rem;box-shadow:0 -4px 16px rgba(0,0,0,.2)}
.site-preview-banner strong{text-transform:uppercase;letter-spacing:.04em}
.site-preview-space{height:88px;flex:none}
`;
