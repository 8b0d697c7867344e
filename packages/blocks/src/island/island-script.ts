import { blockSchemaOf } from '../schemas';
import { someBlock } from '../walk-blocks';

// The public page's only script: plain JS wired by data attributes, no framework. It is inlined by the
// public renderer when the page holds an interactive block (see pageUsesIsland). Keep it under 4 KB.
// - accordions: closing the other items of a single-open accordion (for browsers without <details name>)
// - tabs: click, arrow keys, Home/End
// - forms: POST JSON { form_id, page, data } to data-endpoint (or the nearest [data-atlas-form-endpoint])
// - mobile menus: [data-atlas-menu-toggle] toggles aria-expanded and .atlas-open on its aria-controls target; an
//   outside click, choosing a link or Escape closes it; a "panel" toggle locks the page's scroll while open;
//   Escape also shuts a menu's open dropdown or mega panel (.atlas-closed) until focus or the pointer leaves it
// - menu click tracking: a [data-atlas-item] link inside [data-atlas-track] is counted with sendBeacon
// - countdowns tick every second; share links get the visited page's address
export const islandScript = `(d=>{
const q=(e,s)=>[...e.querySelectorAll(s)],A=(e,n)=>e.getAttribute(n),up=(e,s)=>e.closest&&e.closest(s);
d.addEventListener('toggle',e=>{const t=e.target,a=t.parentNode;
if(t.open&&a&&a.getAttribute&&A(a,'data-atlas-accordion')==='single')q(a,':scope>details').forEach(o=>{if(o!==t)o.open=false})},true);
const pick=t=>{q(up(t,'[data-atlas-tabs]'),'[role=tab]').forEach(b=>{const on=b===t,p=d.getElementById(A(b,'aria-controls'));
b.setAttribute('aria-selected',on);b.tabIndex=on?0:-1;if(p)p.hidden=!on});t.focus()};
const M='[data-atlas-menu-toggle]',P=m=>d.getElementById(A(m,'aria-controls')),O=()=>q(d,M+'[aria-expanded=true]'),
set=(m,o)=>{const n=P(m);m.setAttribute('aria-expanded',o);if(n)n.classList.toggle('atlas-open',o);
d.documentElement.style.overflow=O().some(p=>A(p,'data-atlas-menu-toggle')=='panel')?'hidden':''};
d.addEventListener('click',e=>{const x=e.target,t=up(x,'[data-atlas-tabs] [role=tab]'),m=up(x,M),i=up(x,'[data-atlas-item]');if(t)pick(t);
O().forEach(o=>{const n=P(o),w=n&&n.contains(x);if(o!==m&&(!w||up(x,'a'))){set(o,false);if(!w&&A(o,'data-atlas-menu-toggle')=='panel')e.preventDefault()}});
if(m)set(m,A(m,'aria-expanded')!='true');
if(i&&up(i,'[data-atlas-track]')&&navigator.sendBeacon)navigator.sendBeacon('/api/items/'+A(i,'data-atlas-item')+'/track_click/',new Blob([JSON.stringify({page_url:location.pathname})],{type:'application/json'}))});
d.addEventListener('keydown',e=>{const t=e.target,g=up(t,'.atlas-site-menu__list>li')||d.querySelector('.atlas-site-menu__list>li:hover');if(e.key=='Escape'){const o=O();o.forEach(m=>{set(m,false);m.focus()});
if(g&&!o.length){g.classList.add('atlas-closed');const f=g.querySelector('a,button');if(f)f.focus()}}
if(!up(t,'[data-atlas-tabs] [role=tablist]'))return;
const l=q(t.parentNode,'[role=tab]'),i=l.indexOf(t),k={ArrowRight:i+1,ArrowLeft:i-1,Home:0,End:l.length-1}[e.key];
if(k===undefined||i<0)return;e.preventDefault();pick(l[(k+l.length)%l.length])});
['focusout','mouseout'].forEach(n=>d.addEventListener(n,e=>{const l=up(e.target,'.atlas-closed');if(l&&!l.contains(e.relatedTarget))l.classList.remove('atlas-closed')}));
d.addEventListener('submit',e=>{const f=e.target;if(!f.hasAttribute||!f.hasAttribute('data-atlas-form'))return;e.preventDefault();
const h=up(f,'[data-atlas-form-endpoint]'),u=A(f,'data-endpoint')||(h&&A(h,'data-atlas-form-endpoint')),
s=f.querySelector('[data-atlas-form-status]'),b=f.querySelector('[type=submit]'),data={},
say=(x,ok)=>{if(s){s.textContent=x;s.className='atlas-form__status '+(ok?'atlas-ok':'atlas-error')}};
new FormData(f).forEach((v,k)=>{data[k]=v});
if(!u)return say('This form is not connected yet.');if(b)b.disabled=true;
fetch(u,{method:'POST',headers:{'Content-Type':'application/json'},body:JSON.stringify({form_id:A(f,'data-atlas-form'),page:location.pathname,data})})
.then(r=>{if(!r.ok)throw 0;f.reset();say('Thank you! Your message has been sent.',1)})
.catch(()=>say('Sorry, your message could not be sent. Please try again.'))
.then(()=>{if(b)b.disabled=false})});
const init=()=>{q(d,'[data-atlas-share]').forEach(a=>{a.href=a.href.replace('__ATLAS_PAGE_URL__',encodeURIComponent(location.href))});
q(d,'[data-atlas-countdown]').forEach(c=>{const end=Date.parse(A(c,'data-atlas-countdown')),t=setInterval(()=>{
const r=Math.max(0,end-Date.now()),v={d:r/864e5,h:r/36e5%24,m:r/6e4%60,s:r/1e3%60};
q(c,'[data-unit]').forEach(u=>{const n=Math.floor(v[A(u,'data-unit')]);u.textContent=n<10?'0'+n:n});
if(!r){clearInterval(t);const l=c.querySelector('[role=timer]');if(l)l.outerHTML='<p>'+A(c,'data-expired').replace(/</g,'&lt;')+'</p>'}},1e3)})};
d.readyState==='loading'?d.addEventListener('DOMContentLoaded',init):init();
})(document);`;

/** True when the page (nested columns included) holds a block that needs islandScript on the public site. */
export function pageUsesIsland(blocks: unknown): boolean {
  return someBlock(blocks, (block) => blockSchemaOf[block.type]?.interactive === true);
}
