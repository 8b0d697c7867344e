import { createHash } from 'node:crypto';
import type { SiteModules } from './marketplace-client';

// The marketplace's integrations on the public pages: Google Analytics and Meta Pixel (each only while
// its module is installed AND its id is set in Site Settings), and the cookie-consent banner (module
// installed AND `cookie_consent_enabled`), behind which those trackers wait. One small inline script,
// the same bytes on every page (its settings ride on data attributes), is pinned by its hash; it adds
// the trackers' loaders from their own hosts, which the page's CSP names exactly (trackerSources).
//
// Atlas's own visit counter (tracker.ts) needs no consent: it stores and reads nothing on the visitor's
// device (no cookie, no storage, no fingerprint) and its visitor id is derived on the server for one day
// only, so it collects aggregate statistics for the site's owner without the access to the terminal
// that ePrivacy art. 5(3) makes subject to consent. Third-party trackers set cookies and share data with
// their vendors; those are what the banner gates.

/** GA4 measurement ids (G-…) and Universal Analytics property ids (UA-…-…). Anything else renders nothing. */
const GA_ID = /^(G-[A-Z0-9]{4,20}|UA-\d{4,12}-\d{1,4})$/;
/** Meta Pixel ids are digits only. */
const PIXEL_ID = /^\d{6,20}$/;

export const validGoogleAnalyticsId = (value: unknown): string | undefined => {
  const id = typeof value === 'string' ? value.trim().toUpperCase() : '';
  return GA_ID.test(id) ? id : undefined;
};
export const validPixelId = (value: unknown): string | undefined => {
  const id = typeof value === 'string' ? value.trim() : '';
  return PIXEL_ID.test(id) ? id : undefined;
};

/** What a page carries of the integrations: ids that passed their checks and whether the banner shows. */
export interface PageIntegrations {
  googleAnalytics?: string;
  metaPixel?: string;
  consent: boolean;
  structuredData: boolean;
}

export const NO_INTEGRATIONS: PageIntegrations = { consent: false, structuredData: false };

/** The integrations of a site's page from its settings and what its owner installed. */
export function integrationsFor(
  site: { google_analytics_id?: string; facebook_pixel_id?: string; cookie_consent_enabled?: boolean },
  modules: SiteModules,
): PageIntegrations {
  const installed = (name: string) => modules.integrations.includes(name);
  return {
    googleAnalytics: installed('google_analytics') ? validGoogleAnalyticsId(site.google_analytics_id) : undefined,
    metaPixel: installed('meta_pixel') ? validPixelId(site.facebook_pixel_id) : undefined,
    consent: installed('cookie_consent') && site.cookie_consent_enabled === true,
    structuredData: modules.utilities.includes('structured_data'),
  };
}

export const usesScript = (integrations: PageIntegrations) =>
  Boolean(integrations.googleAnalytics || integrations.metaPixel || integrations.consent);

/** The hosts each tracker needs (Google's and Meta's published CSP guidance), and nothing more. img-src is already open to any host (site images). */
export const TRACKER_SOURCES = {
  googleAnalytics: {
    script: ['https://*.googletagmanager.com'],
    connect: ['https://*.google-analytics.com', 'https://*.analytics.google.com', 'https://*.googletagmanager.com'],
  },
  metaPixel: {
    script: ['https://connect.facebook.net'],
    connect: ['https://www.facebook.com'],
  },
} as const;

export function trackerSources(integrations: PageIntegrations): { script: string[]; connect: string[] } {
  const script: string[] = [];
  const connect: string[] = [];
  if (integrations.googleAnalytics) {
    script.push(...TRACKER_SOURCES.googleAnalytics.script);
    connect.push(...TRACKER_SOURCES.googleAnalytics.connect);
  }
  if (integrations.metaPixel) {
    script.push(...TRACKER_SOURCES.metaPixel.script);
    connect.push(...TRACKER_SOURCES.metaPixel.connect);
  }
  return { script, connect };
}

/** How long a visitor's choice is kept (about six months), in milliseconds. */
export const CONSENT_DAYS = 180;
/** The localStorage key of a site's choice: sites share the host, so each keeps its own. */
export const consentKey = (siteSlug: string) => `atlas-consent:${siteSlug}`;

/**
 * The integrations script (inline, pinned by hash). Its tag carries data-ga, data-pixel and data-site.
 * Without a banner on the page it loads the trackers at once. With one, it reads the site's stored choice
 * (`granted|denied:{time}` in localStorage, older than CONSENT_DAYS counts as none): granted loads them,
 * none shows the banner; Accept stores granted and loads them, Decline stores denied. The footer's
 * "Cookie settings" button shows the banner again. It tells the page's own code with an `atlas:consent`
 * event on document. Storage that throws (a sandboxed page) means the choice lasts for this page only.
 */
export const integrationsScript = `(function(d,w){var c=d.currentScript.dataset,ga=c.ga,px=c.pixel,key="atlas-consent:"+c.site,b=d.getElementById("atlas-consent"),done;
function add(u){var e=d.createElement("script");e.async=!0;e.src=u;d.head.appendChild(e)}
function load(){if(done)return;done=1;if(ga){w.dataLayer=w.dataLayer||[];w.gtag=function(){w.dataLayer.push(arguments)};w.gtag("js",new Date);w.gtag("config",ga);add("https://www.googletagmanager.com/gtag/js?id="+encodeURIComponent(ga))}
if(px&&!w.fbq){var f=w.fbq=function(){f.callMethod?f.callMethod.apply(f,arguments):f.queue.push(arguments)};if(!w._fbq)w._fbq=f;f.push=f;f.loaded=!0;f.version="2.0";f.queue=[];add("https://connect.facebook.net/en_US/fbevents.js");f("init",px);f("track","PageView")}}
if(!b)return load();
function tell(v){d.dispatchEvent(new CustomEvent("atlas:consent",{detail:v}))}
function choose(v){try{localStorage.setItem(key,v+":"+Date.now())}catch(e){}b.hidden=!0;tell(v);if(v=="granted")load()}
var v="";try{var s=(localStorage.getItem(key)||"").split(":");if(+s[1]>Date.now()-${CONSENT_DAYS * 864e5})v=s[0]}catch(e){}
b.addEventListener("click",function(e){var t=e.target.closest("[data-consent]");if(t)choose(t.getAttribute("data-consent"))});
var o=d.getElementById("atlas-consent-open");if(o){o.hidden=!1;o.addEventListener("click",function(){b.hidden=!1;b.querySelector("button").focus()})}
if(v=="granted"){tell(v);load()}else if(v=="denied")tell(v);else b.hidden=!1})(document,window);`;

export const integrationsHash = `'sha256-${createHash('sha256').update(integrationsScript).digest('base64')}'`;

/** The banner's rules (added to the page's style only when it is there): fixed at the bottom, so it shifts nothing. */
export const consentCss =
  '.site-consent{position:fixed;left:12px;right:12px;bottom:12px;z-index:1000;max-width:720px;margin:0 auto;padding:16px;border-radius:var(--atlas-radius,8px);background:#111827;color:#f9fafb;box-shadow:0 8px 24px rgba(0,0,0,.25);display:flex;flex-wrap:wrap;gap:12px;align-items:center;justify-content:space-between}' +
  '.site-consent[hidden],.site-consent-open[hidden]{display:none}.site-consent p{margin:0;flex:1 1 260px;font-size:15px;line-height:1.5}' +
  '.site-consent__actions{display:flex;gap:8px}.site-consent .site-button{padding:10px 18px}.site-consent .site-button--outline{background:transparent;color:#f9fafb;border-color:#f9fafb}' +
  '.site-consent-open{background:none;border:0;padding:0;color:inherit;font:inherit;text-decoration:underline;cursor:pointer}';

const trackerNames = (integrations: PageIntegrations) =>
  [integrations.googleAnalytics && 'Google Analytics', integrations.metaPixel && 'Meta Pixel'].filter(Boolean).join(' and ');

/** The banner (hidden until the script finds no stored choice): a labelled region, its buttons in the tab order from the top of the page. */
export function ConsentBanner({ integrations }: { integrations: PageIntegrations }) {
  const names = trackerNames(integrations);
  const text = names
    ? `We would like to use cookies for ${names}. They are set only if you accept.`
    : 'We would like to use optional cookies. They are set only if you accept.';
  return (
    <div id="atlas-consent" className="site-consent" role="region" aria-label="Cookie consent" hidden>
      <p>{text}</p>
      <div className="site-consent__actions">
        <button type="button" className="site-button" data-consent="granted">
          Accept
        </button>
        <button type="button" className="site-button site-button--outline" data-consent="denied">
          Decline
        </button>
      </div>
    </div>
  );
}

/** In the footer: shows the banner again so a visitor can change their mind (revealed by the script). */
export function ConsentSettingsButton() {
  return (
    <button type="button" id="atlas-consent-open" className="site-consent-open" hidden>
      Cookie settings
    </button>
  );
}

export function IntegrationsScript({ integrations, siteSlug }: { integrations: PageIntegrations; siteSlug: string }) {
  return (
    <script
      data-site={siteSlug}
      data-ga={integrations.googleAnalytics}
      data-pixel={integrations.metaPixel}
      dangerouslySetInnerHTML={{ __html: integrationsScript }}
    />
  );
}
