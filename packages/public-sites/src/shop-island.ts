// The storefront's only script: plain JS wired by data attributes, no framework, inlined on shop pages and
// pinned by its hash in their CSP. It reads its store from `[data-atlas-shop]` (data-site, data-base: where
// the site's pages live, '' on its own origin, data-currency, data-lang) and talks to the commerce service
// through the page's origin (/ecommerce/api passes through on a site's own host too).
// - the guest's cart id of this store in localStorage `atlas_cart_id:{site}`, sent as X-Cart-Id, kept from every answer
// - the header's `[data-atlas-cart-count]` and every `[data-atlas-total=field]` from the service's cart (its figures only)
// - add to cart: `form[data-atlas-add-to-cart]` (product_id, variation_id, quantity)
// - the variation picker: `select[data-atlas-variation]` over the JSON of `#atlas-variations` (price, availability)
// - the cart page: lines from `template[data-atlas-cart-line]` into `[data-atlas-cart-lines]`, quantity, remove, discount code
// - checkout: `form[data-atlas-checkout]` posts the order with an Idempotency-Key kept until the service decides,
//   shows a 400's errors by field (aria-invalid, aria-describedby `{field}-error`), then opens the order's page
export const shopIslandScript = `(d=>{
const R=d.querySelector('[data-atlas-shop]');if(!R)return;
const D=R.dataset,S=D.site,B=D.base||'',K='atlas_cart_id:'+S,
M=new Intl.NumberFormat(D.lang||'en',{style:'currency',currency:D.currency||'USD'}),
q=(s,e)=>[...(e||d).querySelectorAll(s)],one=(s,e)=>(e||d).querySelector(s),
say=t=>q('[data-atlas-shop-status]').forEach(s=>{s.textContent=t}),
L=(()=>{try{return localStorage}catch(e){return null}})(),id=()=>(L&&L.getItem(K))||'',
FAIL='Something went wrong. Please try again.';
const api=(path,method,body,more)=>{const h=Object.assign({Accept:'application/json'},more);if(id())h['X-Cart-Id']=id();
if(body)h['Content-Type']='application/json';
return fetch('/ecommerce/api/'+path,{method:method||'GET',headers:h,body:body&&JSON.stringify(body),credentials:'same-origin'})
.then(r=>r.json().catch(()=>({})).then(j=>{if(!r.ok)throw{status:r.status,body:j,message:j.detail||FAIL};return j}),
e=>{throw e&&e.status?e:{status:0,body:{},message:FAIL}})};
const store='?site='+S;
const lines=(list,c)=>{const t=one('template[data-atlas-cart-line]');if(!t)return;list.textContent='';
c.items.forEach(i=>{const n=t.content.firstElementChild.cloneNode(true),f=s=>one('[data-f='+s+']',n),name=i.product.name;
f('name').textContent=name;f('name').href=B+'/products/'+i.product.slug;
f('variant').textContent=i.variation?i.variation.attributes.map(a=>a.attribute_name+': '+a.value).join(', '):'';
const img=f('image');if(i.product.main_image)img.src=i.product.main_image;else img.remove();
f('price').textContent=M.format(i.unit_price);f('total').textContent=M.format(i.total_price);
const n2=f('qty');n2.value=i.quantity;n2.dataset.item=i.id;n2.setAttribute('aria-label','Quantity of '+name);
const x=f('remove');x.dataset.item=i.id;x.setAttribute('aria-label','Remove '+name+' from the cart');list.append(n)})};
const show=c=>{if(!c||!c.items)return;if(c.id&&L)L.setItem(K,c.id);
q('[data-atlas-cart-count]').forEach(e=>{e.textContent=c.item_count?String(c.item_count):''});
q('[data-atlas-total]').forEach(e=>{e.textContent=M.format(c[e.dataset.atlasTotal]||0)});
q('[data-atlas-if]').forEach(e=>{e.hidden=!c[e.dataset.atlasIf]});
q('[data-atlas-cart-empty]').forEach(e=>{e.hidden=c.items.length>0});
q('[data-atlas-cart-full]').forEach(e=>{e.hidden=!c.items.length});
q('[data-atlas-cart-lines]').forEach(l=>lines(l,c))};
const busy=(b,on)=>{if(b)b.disabled=on};
const change=(path,method,body,done)=>api(path+store,method,body).then(c=>{show(c.cart||c);say(done)},x=>say(x.message));
const variations=()=>{const j=one('#atlas-variations');try{return j?JSON.parse(j.textContent).options:[]}catch(e){return[]}};
const pickVariation=s=>{const v=variations().find(x=>String(x.id)===s.value),f=s.form;if(!v)return;
q('[data-atlas-price]',f.ownerDocument).forEach(e=>{e.textContent=M.format(v.price)});
q('[data-atlas-regular]').forEach(e=>{e.hidden=!v.on_sale;e.lastChild.textContent=M.format(v.regular_price)});
q('[data-atlas-availability]').forEach(e=>{e.textContent=v.availability_text;e.dataset.state=v.availability});
busy(one('[type=submit]',f),!v.orderable)};
const clearErrors=f=>{q('[aria-invalid]',f).forEach(e=>{e.removeAttribute('aria-invalid');e.removeAttribute('aria-describedby')});
q('[data-atlas-field-error]',f).forEach(e=>{e.textContent='';e.hidden=true});q('[data-atlas-checkout-error]',f).forEach(e=>{e.textContent=''})};
const showErrors=(f,errors,detail)=>{let first;Object.keys(errors).forEach(k=>{const i=f.elements[k],p=d.getElementById(k+'-error');
if(i&&i.setAttribute){i.setAttribute('aria-invalid','true');i.setAttribute('aria-describedby',k+'-error');first=first||i}
if(p){p.textContent=errors[k];p.hidden=false}else detail=detail||errors[k]});
q('[data-atlas-checkout-error]',f).forEach(e=>{e.textContent=detail||''});if(first&&first.focus)first.focus()};
const key=()=>(crypto.randomUUID?crypto.randomUUID():Date.now()+'-'+Math.random().toString(36).slice(2));
let attempt=null;
const checkout=f=>{const b=one('[type=submit]',f),data={site:Number(S)};clearErrors(f);
new FormData(f).forEach((v,k)=>{data[k]=typeof v==='string'?v.trim():v});
data.same_as_billing=!!(f.elements.same_as_billing&&f.elements.same_as_billing.checked);
if(f.elements.accept_terms)data.accept_terms=f.elements.accept_terms.checked;
if(data.payment_method!=='stripe')delete data.card_number;
if(data.same_as_billing)Object.keys(data).forEach(k=>{if(k.indexOf('shipping_')===0&&k!=='shipping_method')delete data[k]});
attempt=attempt||key();busy(b,true);
api('orders/','POST',data,{'Idempotency-Key':attempt}).then(o=>{attempt=null;if(L)L.removeItem(K);
location.href=B+'/orders/'+o.id+'?token='+encodeURIComponent(o.access_token||'')},
x=>{busy(b,false);if(x.status>=400&&x.status<500)attempt=null;showErrors(f,x.body.errors||{},x.message)})};
const toggles=f=>{const same=f.elements.same_as_billing,ship=one('[data-atlas-shipping]',f),pay=f.elements.payment_method,card=one('[data-atlas-card]',f);
if(same&&ship){ship.hidden=same.checked;ship.disabled=same.checked}
if(pay&&card){const on=(pay.value||'stripe')==='stripe';card.hidden=!on;q('input',card).forEach(i=>{i.disabled=!on})}};
d.addEventListener('submit',e=>{const f=e.target;if(!f.hasAttribute)return;
if(f.hasAttribute('data-atlas-add-to-cart')){e.preventDefault();const b=one('[type=submit]',f),v=f.elements.variation_id;busy(b,true);
api('cart/add_item/'+store,'POST',{product_id:Number(f.elements.product_id.value),variation_id:v&&v.value?Number(v.value):null,
quantity:Math.max(1,Number(f.elements.quantity&&f.elements.quantity.value)||1)})
.then(c=>{show(c);say('Added to your cart.')},x=>say(x.message)).then(()=>busy(b,false))}
else if(f.hasAttribute('data-atlas-discount')){e.preventDefault();change('cart/apply_discount/','POST',{code:f.elements.code.value.trim()},'Discount applied.')}
else if(f.hasAttribute('data-atlas-checkout')){e.preventDefault();checkout(f)}});
d.addEventListener('change',e=>{const t=e.target;
if(t.matches('select[data-atlas-variation]'))pickVariation(t);
else if(t.matches('[data-atlas-cart-lines] [data-f=qty]'))change('cart/update_item/','PATCH',{item_id:Number(t.dataset.item),quantity:Math.max(0,Number(t.value)||0)},'Cart updated.');
else if(t.form&&t.form.hasAttribute('data-atlas-checkout'))toggles(t.form)});
d.addEventListener('click',e=>{const t=e.target.closest&&e.target.closest('[data-atlas-cart-lines] [data-f=remove]');
if(t)change('cart/remove_item/','DELETE',{item_id:Number(t.dataset.item)},'Removed from your cart.')});
q('form[data-atlas-checkout]').forEach(toggles);q('select[data-atlas-variation]').forEach(pickVariation);
if(id())api('cart/'+store).then(show,()=>{});else show({items:[],item_count:0});
})(document);`;
