import { blockRegistry } from '../registry';
import type { Block } from '../types';

// The public page's only script: plain JS wired by data attributes, no framework. It is inlined by the
// public renderer when the page holds an interactive block (see pageUsesIsland). Keep it under 3 KB.
// - accordions: closing the other items of a single-open accordion (for browsers without <details name>)
// - tabs: click, arrow keys, Home/End
// - forms: POST JSON { form_id, page, data } to data-endpoint (or the nearest [data-atlas-form-endpoint])
// - mobile menu: [data-atlas-menu-toggle] toggles aria-expanded and .atlas-open on its aria-controls target
export const islandScript = `(function(d){
function q(e,s){return Array.prototype.slice.call(e.querySelectorAll(s))}
d.addEventListener('toggle',function(e){var t=e.target,a=t.parentNode;
if(t.open&&a&&a.getAttribute&&a.getAttribute('data-atlas-accordion')==='single')q(a,':scope>details').forEach(function(o){if(o!==t)o.open=false})},true);
function pick(t){var r=t.closest('[data-atlas-tabs]');q(r,'[role=tab]').forEach(function(b){var on=b===t,p=d.getElementById(b.getAttribute('aria-controls'));
b.setAttribute('aria-selected',on);b.tabIndex=on?0:-1;if(p)p.hidden=!on});t.focus()}
d.addEventListener('click',function(e){var t=e.target.closest&&e.target.closest('[data-atlas-tabs] [role=tab]');if(t)pick(t);
var m=e.target.closest&&e.target.closest('[data-atlas-menu-toggle]');if(m){var o=m.getAttribute('aria-expanded')!=='true',n=d.getElementById(m.getAttribute('aria-controls'));
m.setAttribute('aria-expanded',o);if(n)n.classList.toggle('atlas-open',o)}});
d.addEventListener('keydown',function(e){var t=e.target;if(!t.closest||!t.closest('[data-atlas-tabs] [role=tablist]'))return;
var l=q(t.parentNode,'[role=tab]'),i=l.indexOf(t),k={ArrowRight:i+1,ArrowLeft:i-1,Home:0,End:l.length-1}[e.key];
if(k===undefined||i<0)return;e.preventDefault();pick(l[(k+l.length)%l.length])});
d.addEventListener('submit',function(e){var f=e.target;if(!f.hasAttribute||!f.hasAttribute('data-atlas-form'))return;e.preventDefault();
var h=f.closest('[data-atlas-form-endpoint]'),u=f.getAttribute('data-endpoint')||(h&&h.getAttribute('data-atlas-form-endpoint')),
s=f.querySelector('[data-atlas-form-status]'),b=f.querySelector('[type=submit]'),data={};
new FormData(f).forEach(function(v,k){data[k]=v});
function say(x,ok){if(s){s.textContent=x;s.className='atlas-form__status '+(ok?'atlas-ok':'atlas-error')}}
if(!u){say('This form is not connected yet.');return}if(b)b.disabled=true;
fetch(u,{method:'POST',headers:{'Content-Type':'application/json'},body:JSON.stringify({form_id:f.getAttribute('data-atlas-form'),page:location.pathname,data:data})})
.then(function(r){if(!r.ok)throw 0;f.reset();say('Thank you! Your message has been sent.',1)})
.catch(function(){say('Sorry, your message could not be sent. Please try again.')})
.then(function(){if(b)b.disabled=false})});
})(document);`;

/** True when the page (nested columns included) holds a block that needs islandScript on the public site. */
export function pageUsesIsland(blocks: Block[]): boolean {
  return (Array.isArray(blocks) ? blocks : []).some((block) => {
    if (blockRegistry[block?.type]?.interactive) return true;
    const columns = block?.content?.columns;
    return Array.isArray(columns) && columns.some((column: { blocks?: Block[] }) => pageUsesIsland(column?.blocks ?? []));
  });
}
