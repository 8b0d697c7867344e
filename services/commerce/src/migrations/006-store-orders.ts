import type { Migration } from '@atlas/service-kit';

/**
 * `place_order` (migration 003) for stores (docs/contracts.md "A shop on every site"): the order and the
 * stock alerts it raises are written with the order's `site_id` (`p.order.site_id`, null: the platform),
 * and the e-mails about the order (`p.mails`: `mail.message.requested` envelopes the service built, whose
 * `{order_number}` and `{order_id}` are filled in here) are written in the same statement as the order,
 * before its stock alerts' and its own events (written after the order, in 003's order).
 * Everything else is 003's, unchanged; `place_orders` (004) calls it as before.
 */
export const storeOrdersFunction: Migration = {
  name: '006_commerce_store_orders',
  up: async (knex, { schema }) => {
    await knex.raw(
      String.raw`
create or replace function {schema}.place_order(p jsonb) returns jsonb language plpgsql as $$
declare
  cart uuid := (p->>'cart_id')::uuid;
  earlier int;
  item jsonb;
  product int;
  variation int;
  wanted int;
  backorders boolean;
  after int;
  before int;
  threshold int;
  alert int;
  placed {schema}.orders;
  items jsonb;
  payment {schema}.payments;
  discount jsonb := nullif(p->'discount', 'null');
  store_site int := (p->'order'->>'site_id')::int;
  mail jsonb;
  low jsonb;
  lows jsonb := '[]';
  used bigint;
begin
  -- A retry with the same Idempotency-Key answers the first order.
  if p->>'key' is not null then
    perform pg_advisory_xact_lock(hashtext('commerce:checkout:' || (p->>'scope') || ':' || (p->>'key')));
    select id into earlier from {schema}.orders where idempotency_scope = p->>'scope' and idempotency_key = p->>'key';
    if found then
      return jsonb_build_object('replayed', earlier);
    end if;
  end if;

  -- The cart, locked against its other tabs, still holds what was priced and charged.
  perform 1 from {schema}.carts where id = cart for update;
  if (select coalesce(jsonb_agg(jsonb_build_array(i.id, i.quantity, pr.regular_price::text, pr.sale_price::text,
                                                  v.regular_price::text, v.sale_price::text) order by i.id), '[]')
        from {schema}.cart_items i
        join {schema}.products pr on pr.id = i.product_id
        left join {schema}.variations v on v.id = i.variation_id
       where i.cart_id = cart) is distinct from p->'lines' then
    raise exception 'cart changed' using errcode = 'CKCRT';
  end if;

  -- Stock, in the fixed order it is handed (products, then variations, by id): one conditional
  -- decrement each, which PostgreSQL re-checks on the newest row version after a concurrent commit.
  for item in select value from jsonb_array_elements(p->'stock') loop
    continue when not (item->>'manage_stock')::boolean;
    product := (item->>'product_id')::int;
    variation := (item->>'variation_id')::int;
    wanted := (item->>'quantity')::int;
    backorders := (item->>'allow_backorders')::boolean;
    if variation is null then
      update {schema}.products set stock_quantity = stock_quantity - wanted
       where id = product and (backorders or stock_quantity >= wanted)
      returning stock_quantity into after;
      if not found then
        select stock_quantity into after from {schema}.products where id = product;
        raise exception 'out of stock' using errcode = 'CKSTK',
          detail = jsonb_build_object('name', item->>'name', 'left', greatest(coalesce(after, 0), 0))::text;
      end if;
    else
      update {schema}.variations set stock_quantity = stock_quantity - wanted
       where id = variation and (backorders or stock_quantity >= wanted)
      returning stock_quantity into after;
      if not found then
        select stock_quantity into after from {schema}.variations where id = variation;
        raise exception 'out of stock' using errcode = 'CKSTK',
          detail = jsonb_build_object('name', item->>'name', 'left', greatest(coalesce(after, 0), 0))::text;
      end if;
    end if;

    -- A stock alert when the item crosses its threshold going down or runs out (the falling half
    -- of stockChanged in operations/stock.ts, which staff edits and cancellations go through).
    before := after + wanted;
    threshold := (item->>'low_stock_threshold')::int;
    continue when after > threshold;
    if before > threshold or (after <= 0 and before > 0) then
      update {schema}.stock_alerts set resolved_at = now()
       where product_id = product and variation_id is not distinct from variation and resolved_at is null;
      insert into {schema}.stock_alerts (site_id, product_id, variation_id, alert_type, current_stock, threshold)
      values (store_site, product, variation, case when after <= 0 then 'out_of_stock' else 'low_stock' end, after, threshold)
      returning id into alert;
      lows := lows || jsonb_build_array(jsonb_build_array(item->'event', jsonb_build_object(
        'id', alert, 'alert_id', alert, 'alert_type', case when after <= 0 then 'out_of_stock' else 'low_stock' end,
        'current_stock', after)));
    else
      update {schema}.stock_alerts set current_stock = after
       where product_id = product and variation_id is not distinct from variation and resolved_at is null;
    end if;
  end loop;

  insert into {schema}.orders (site_id, order_number, user_id, access_token, idempotency_scope, idempotency_key, status,
    customer_email, customer_phone, customer_notes,
    billing_first_name, billing_last_name, billing_address_1, billing_address_2, billing_city, billing_state,
    billing_postal_code, billing_country,
    shipping_first_name, shipping_last_name, shipping_address_1, shipping_address_2, shipping_city, shipping_state,
    shipping_postal_code, shipping_country,
    shipping_method, payment_method, discount_code, subtotal, discount_amount, shipping_amount, tax_amount,
    total_amount, currency)
  select o.site_id, 'ATL-' || extract(year from now())::int || '-' || lpad(n::text, greatest(6, length(n::text)), '0'),
    o.user_id, o.access_token, o.idempotency_scope, o.idempotency_key, o.status,
    o.customer_email, o.customer_phone, o.customer_notes,
    o.billing_first_name, o.billing_last_name, o.billing_address_1, o.billing_address_2, o.billing_city, o.billing_state,
    o.billing_postal_code, o.billing_country,
    o.shipping_first_name, o.shipping_last_name, o.shipping_address_1, o.shipping_address_2, o.shipping_city, o.shipping_state,
    o.shipping_postal_code, o.shipping_country,
    o.shipping_method, o.payment_method, o.discount_code, o.subtotal, o.discount_amount, o.shipping_amount, o.tax_amount,
    o.total_amount, o.currency
  from jsonb_populate_record(null::{schema}.orders, p->'order') o, nextval('{schema}.order_numbers') n
  returning * into placed;

  with written as (
    insert into {schema}.order_items (order_id, product_id, variation_id, product_name, product_slug, product_sku,
      variation_details, quantity, unit_price, total_price)
    select placed.id, l.product_id, l.variation_id, l.product_name, l.product_slug, l.product_sku,
      l.variation_details, l.quantity, l.unit_price, l.total_price
    from jsonb_populate_recordset(null::{schema}.order_items, p->'items') l
    returning *)
  select jsonb_agg(to_jsonb(written) order by id) into items from written;

  insert into {schema}.payments (order_id, payment_method, amount, currency, status, transaction_id)
  select placed.id, pay.payment_method, pay.amount, pay.currency, pay.status, pay.transaction_id
  from jsonb_populate_record(null::{schema}.payments, p->'payment') pay
  returning * into payment;

  -- The e-mails about it (the shopper's, the store's): their number and link completed here.
  for mail in select value from jsonb_array_elements(coalesce(p->'mails', '[]')) loop
    perform {schema}.write_event(mail, jsonb_build_object(
      'subject', replace(mail->'payload'->>'subject', '{order_number}', placed.order_number),
      'text', replace(replace(mail->'payload'->>'text', '{order_number}', placed.order_number), '{order_id}', placed.id::text),
      'link', replace(mail->'payload'->>'link', '{order_id}', placed.id::text)));
  end loop;

  -- The stock alerts' events, then the order's: an order's events in the outbox after its e-mails.
  for low in select value from jsonb_array_elements(lows) loop
    perform {schema}.write_event(low->0, low->1);
  end loop;
  perform {schema}.write_event(jsonb_set(p->'event', '{key}', to_jsonb(placed.id::text)),
    jsonb_build_object('order_id', placed.id, 'order_number', placed.order_number));

  -- The discount's use, counted within its limits as stock is (the per-customer count under a lock
  -- of its own, so two checkouts of one customer cannot both pass it).
  if discount is not null then
    if discount->>'per_customer_limit' is not null then
      perform pg_advisory_xact_lock(hashtext('commerce:discount:' || (discount->>'id') || ':' || (discount->>'customer')));
      select count(*) into used from {schema}.discount_uses
       where discount_id = (discount->>'id')::int and customer_key = discount->>'customer';
      if used >= (discount->>'per_customer_limit')::int then
        raise exception 'discount used up by this customer' using errcode = 'CKDCU';
      end if;
    end if;
    update {schema}.discounts set used_count = used_count + 1
     where id = (discount->>'id')::int and (usage_limit is null or used_count < usage_limit);
    if not found then
      raise exception 'discount usage limit reached' using errcode = 'CKDLM';
    end if;
    insert into {schema}.discount_uses (discount_id, order_id, customer_key)
    values ((discount->>'id')::int, placed.id, discount->>'customer');
  end if;

  -- The cart is emptied.
  delete from {schema}.cart_items where cart_id = cart;
  update {schema}.carts set discount_code = null, updated_at = now() where id = cart;

  return jsonb_build_object('order', to_jsonb(placed), 'items', items, 'payments', jsonb_build_array(to_jsonb(payment)));
end $$`.replaceAll('{schema}', schema),
    );
  },
};
