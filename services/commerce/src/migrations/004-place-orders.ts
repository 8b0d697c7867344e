import type { Migration } from '@atlas/service-kit';

/**
 * `commerce.place_orders(orders jsonb) → jsonb`: the checkouts that arrived together, written in one
 * statement and one transaction (the service groups them: `operations/checkout.ts`). Under a rush this
 * is one commit and one queue for the stock row instead of one per buyer, each waking the next.
 *
 * Every lock the batch needs is taken first, in one order for every batch (idempotency keys, carts,
 * products, variations, per-customer discount keys, discounts; each by key), so two batches, on two
 * processes, can wait for each other but never both ways. Then each order runs `place_order`
 * (migration 003) in a subtransaction of its own: a refused order (CK…) rolls back alone and is
 * answered `{"refused": sqlstate, "message", "detail"}`, the others are written. The answer is one
 * entry per order, in the order given.
 */
export const placeOrdersFunction: Migration = {
  name: '004_commerce_place_orders',
  up: async (knex, { schema }) => {
    await knex.raw(
      String.raw`
create function {schema}.place_orders(ps jsonb) returns jsonb language plpgsql as $$
declare
  k int;
  p jsonb;
  answers jsonb[] := '{}';
  state text;
  message text;
  detail text;
  cart_ids uuid[];
  product_ids int[];
  variation_ids int[];
  discount_ids int[];
begin
  select array_agg(distinct (o->>'cart_id')::uuid),
         array_agg(distinct (o->'discount'->>'id')::int) filter (where jsonb_typeof(o->'discount') = 'object')
    into cart_ids, discount_ids
    from jsonb_array_elements(ps) o;
  select array_agg(distinct (s->>'product_id')::int) filter (where s->>'variation_id' is null),
         array_agg(distinct (s->>'variation_id')::int) filter (where s->>'variation_id' is not null)
    into product_ids, variation_ids
    from jsonb_array_elements(ps) o, jsonb_array_elements(o->'stock') s
   where (s->>'manage_stock')::boolean;

  for k in select distinct hashtext('commerce:checkout:' || (o->>'scope') || ':' || (o->>'key'))
             from jsonb_array_elements(ps) o where o->>'key' is not null order by 1 loop
    perform pg_advisory_xact_lock(k);
  end loop;
  perform 1 from {schema}.carts where id = any(cart_ids) order by id for update;
  perform 1 from {schema}.products where id = any(product_ids) order by id for update;
  perform 1 from {schema}.variations where id = any(variation_ids) order by id for update;
  for k in select distinct hashtext('commerce:discount:' || (o->'discount'->>'id') || ':' || (o->'discount'->>'customer'))
             from jsonb_array_elements(ps) o where o->'discount'->>'per_customer_limit' is not null order by 1 loop
    perform pg_advisory_xact_lock(k);
  end loop;
  perform 1 from {schema}.discounts where id = any(discount_ids) order by id for update;

  for p in select value from jsonb_array_elements(ps) loop
    begin
      answers := array_append(answers, {schema}.place_order(p));
    exception when others then
      get stacked diagnostics state = returned_sqlstate, message = message_text, detail = pg_exception_detail;
      answers := array_append(answers, jsonb_build_object('refused', state, 'message', message, 'detail', detail));
    end;
  end loop;
  return to_jsonb(answers);
end $$`.replaceAll('{schema}', schema),
    );
  },
  down: async (knex, { schema }) => {
    await knex.raw(`drop function if exists ${schema}.place_orders(jsonb)`);
  },
};
