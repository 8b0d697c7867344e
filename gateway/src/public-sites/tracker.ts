import { createHash } from 'node:crypto';
import { gzipSync } from 'node:zlib';

/**
 * The visit counter every public page loads (unless its site turned analytics off): a page view on
 * load, and events for form submissions, site searches, outbound links and menu clicks, each sent once
 * with navigator.sendBeacon to /api/analytics/collect. It keeps nothing in the browser (no cookie, no
 * storage) and reads no fingerprint: the server derives the day's visitor id itself. Written small by
 * hand (under 1 KB gzipped) rather than bundled; `data-site` on its script tag names the site.
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
else if(a.host&&a.host!==l.host)send("event",{name:"outbound",props:{url:a.href.slice(0,500)}})},true)})(document,window,navigator);`;

const digest = createHash('sha256').update(trackerScript).digest();

/** The tracker's URL: named by its content, so it is cached for a year and a new version is a new URL. */
export const trackerPath = `/_atlas/t-${digest.toString('hex').slice(0, 12)}.js`;
/** For the script tag's integrity attribute and the page's CSP (a hash source covers an external script with a matching integrity). */
export const trackerHash = `sha256-${digest.toString('base64')}`;
export const trackerGzipBytes = gzipSync(trackerScript, { level: 9 }).length;
