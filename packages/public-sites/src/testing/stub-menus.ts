import Fastify, { type FastifyInstance } from 'fastify';

// A stand-in for the menus service's public endpoint: menus by site and location, counting requests,
// able to fail (500) or to hang past the renderer's timeout.

export async function startStubMenus() {
  const menus = new Map<string, unknown>();
  const requests: string[] = [];
  const clicks: { id: string; body: unknown; contentType: string }[] = [];
  let failing = false;
  const app: FastifyInstance = Fastify();

  app.addHook('onRequest', async (request, reply) => {
    requests.push(request.url);
    if (failing) return reply.code(500).send({ detail: 'Internal server error' });
  });
  app.get<{ Params: { site: string; location: string } }>('/api/menus/public/:site/:location/', async (request, reply) => {
    const menu = menus.get(`${request.params.site}/${request.params.location}`);
    return menu ?? reply.code(404).send({ detail: 'Menu not found' });
  });

  app.post<{ Params: { id: string } }>('/api/items/:id/track_click/', async (request, reply) => {
    clicks.push({ id: request.params.id, body: request.body, contentType: String(request.headers['content-type']) });
    return reply.code(202).send({ status: 'ok' });
  });

  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address() as { port: number };
  return {
    url: `http://127.0.0.1:${address.port}`,
    requests,
    clicks,
    set: (site: string, location: string, menu: unknown) => menus.set(`${site}/${location}`, menu),
    clear: () => menus.clear(),
    setFailing: (value: boolean) => {
      failing = value;
    },
    close: () => app.close(),
  };
}

/** A menu item as the menus service answers it publicly. */
export const menuLink = (id: number, title: string, url: string, extra: Record<string, unknown> = {}) => ({
  id,
  title,
  url,
  item_type: 'custom_url',
  target: '_self',
  rel_attributes: '',
  description: '',
  icon_class: '',
  css_classes: '',
  is_mega_menu_item: false,
  mega_menu_column: 1,
  mega_menu_columns: 0,
  mega_menu_column_width: 'auto',
  widget_type: null,
  widget_content: null,
  children: [],
  ...extra,
});

/** A header menu as the menus service answers it publicly (a mega menu tracking clicks). */
export const publicMenu = (items: unknown[], extra: Record<string, unknown> = {}) => ({
  id: 3,
  name: 'Store menu',
  location: 'header-primary',
  menu_type: 'mega_menu',
  css_classes: '',
  mega_menu_columns: 3,
  mega_menu_width: 'full',
  track_clicks: true,
  items,
  ...extra,
});

/** A bakery's header: Home, and Shop opening a three-column mega panel (two categories and a contact widget). */
export const storeHeader = () =>
  publicMenu([
    menuLink(1, 'Home', '/bakery'),
    menuLink(2, 'Shop', '/shop/products', {
      is_mega_menu_item: true,
      children: [
        menuLink(21, 'Bread', '/shop/products?category=bread', { item_type: 'category', mega_menu_column: 1 }),
        menuLink(22, 'Cakes', '/shop/products?category=cakes', { item_type: 'category', mega_menu_column: 2 }),
        menuLink(23, 'Visit us', '', {
          item_type: 'widget',
          widget_type: 'contact_info',
          widget_content: { phone: '+1 555 0100', email: 'hello@bakery.test', address: '2 Oven Lane' },
          mega_menu_column: 3,
        }),
      ],
    }),
  ]);
