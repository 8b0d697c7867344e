import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const sha256 = (script: string) => createHash('sha256').update(script).digest();
/** Named by its content, so it is cached for a year and a new version is a new URL. */
const contentPath = (prefix: string, digest: Buffer) => `/_atlas/${prefix}-${digest.toString('hex').slice(0, 12)}.js`;

// Google's web-vitals (Apache-2.0) as shipped in its package: the IIFE build, whose `var webVitals`
// stays local inside our wrapper. Its source map comment is dropped (the map is not served).
const webVitalsDir = path.dirname(require.resolve('web-vitals'));
const webVitalsLibrary = readFileSync(path.join(webVitalsDir, 'web-vitals.iife.js'), 'utf8').replace(/\n\/\/# sourceMappingURL=.*\s*$/, '');
const webVitalsVersion = (JSON.parse(readFileSync(path.join(webVitalsDir, '..', 'package.json'), 'utf8')) as { version: string }).version;

/**
 * The field vitals of one page view, loaded by the tracker once the page is idle after `load`. Each
 * metric is posted as it becomes final, with navigator.sendBeacon as text/plain JSON, to
 * /api/performance/vitals/: LCP, FCP and TTFB soon after load, FID at the first input (the browser's
 * `first-input` entry: web-vitals 5 dropped onFID), INP and CLS when the page is hidden. Every beacon
 * of the page view carries the same event_id (given by the tracker as `data-view`), so the service
 * counts a metric reported twice once. The tag carries `data-site` and `data-view`.
 */
export const vitalsScript = `/*! web-vitals ${webVitalsVersion} (c) Google LLC, Apache-2.0 */
(function(){${webVitalsLibrary}
var d=document,n=navigator,s=d.currentScript,site=s&&s.dataset.site,view=s&&s.dataset.view;if(!site||!view||!n.sendBeacon)return;
var nav=performance.getEntriesByType("navigation")[0],type=nav&&nav.type.replace(/_/g,"-"),load=nav&&nav.loadEventStart>0?Math.round(nav.loadEventStart-nav.startTime):void 0;
function send(name,value,navigation){var m={};m[name]=name=="CLS"?Math.round(value*1e4)/1e4:Math.round(value);
n.sendBeacon("/api/performance/vitals/",JSON.stringify({event_id:view,site:site,path:location.pathname,metrics:m,load_time:load,navigation_type:navigation||type}))}
function report(metric){send(metric.name,metric.value,metric.navigationType)}
["onLCP","onINP","onCLS","onFCP","onTTFB"].forEach(function(on){webVitals[on](report)});
try{var first=new PerformanceObserver(function(list){var e=list.getEntries()[0];if(e){first.disconnect();send("FID",e.processingStart-e.startTime)}});first.observe({type:"first-input",buffered:true})}catch(e){}})();`;

const vitalsDigest = sha256(vitalsScript);
export const vitalsPath = contentPath('wv', vitalsDigest);
/** For the injected tag's integrity and the page's CSP, like the tracker's. */
export const vitalsHash = `sha256-${vitalsDigest.toString('base64')}`;
export const vitalsGzipBytes = gzipSync(vitalsScript, { level: 9 }).length;

/**
 * The visit counter every public page loads (unless its site turned analytics off): a page view on
 * load, and events for form submissions, site searches, outbound links and menu clicks, each sent once
 * with navigator.sendBeacon to /api/analytics/collect. It keeps nothing in the browser (no cookie, no
 * storage) and reads no fingerprint: the server derives the day's visitor id itself. Written small by
 * hand (under 1 KB gzipped) rather than bundled; `data-site` on its script tag names the site.
 * Once the page has loaded and the browser is idle it adds the vitals script (above), pinned by the
 * same hash and integrity, so web-vitals never competes with the page's own loading.
 */
export const trackerScript = `(function(d,w,n){var s=d.currentScript,site=s&&s.getAttribute("data-site");if(!site||!n.sendBeacon||/^(prerender|prefetch)$/.test(d.visibilityState))return;
var l=location,q=new URLSearchParams(l.search);
function id(){return w.crypto&&crypto.randomUUID?crypto.randomUUID():"10000000-1000-4000-8000-100000000000".replace(/[018]/g,function(c){return(c^Math.random()*16>>c/4).toString(16)})}
function send(t,e){var b={event_id:id(),site:site,type:t,path:l.pathname,referrer:d.referrer,screen_width:w.innerWidth|0,title:d.title};
["source","medium","campaign","term","content"].forEach(function(k){var v=q.get("utm_"+k);if(v)b["utm_"+k]=v.slice(0,200)});
for(var k in e)b[k]=e[k];n.sendBeacon("/api/analytics/collect",JSON.stringify(b))}
send("pageview");
d.addEventListener("submit",function(e){var f=e.target,i=f.querySelector("input[type=search],input[name=q]");
if(i)send("event",{name:"search",props:{query:i.value.slice(0,200)}});else send("event",{name:"form_submit",props:{form:(f.getAttribute("name")||f.id||"form").slice(0,100)}})},true);
d.addEventListener("click",function(e){var a=e.target.closest&&e.target.closest("a[href]");if(!a)return;
var m=a.getAttribute("data-atlas-item");if(m)send("event",{name:"menu_click",props:{item:m}});
else if(a.host&&a.host!==l.host)send("event",{name:"outbound",props:{url:a.href.slice(0,500)}})},true);
function vitals(){(w.requestIdleCallback||setTimeout)(function(){var v=d.createElement("script"),a=v.dataset;v.src="${vitalsPath}";v.integrity="${vitalsHash}";a.site=site;a.view=id();d.head.appendChild(v)})}
w.addEventListener("load",vitals)})(document,window,navigator);`;

const digest = sha256(trackerScript);

/** The tracker's URL (it names the vitals script's URL and hash, so a new web-vitals is a new tracker too). */
export const trackerPath = contentPath('t', digest);
/** For the script tag's integrity attribute and the page's CSP (a hash source covers an external script with a matching integrity). */
export const trackerHash = `sha256-${digest.toString('base64')}`;
export const trackerGzipBytes = gzipSync(trackerScript, { level: 9 }).length;
