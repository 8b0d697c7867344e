import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { assertPublicUrl, isPublicAddress, PrivateAddressError, safeFetch } from '../outbound';

let server: Server;
let port: number;
let hits = 0;
beforeAll(async () => {
  server = createServer((_request, response) => {
    hits += 1;
    response.end('inside');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

/** Loopback, private and link-local addresses in every IPv6 form that carries an IPv4 address. */
const HIDDEN_PRIVATE = [
  '::127.0.0.1',
  '::ffff:0:7f00:1',
  '64:ff9b::7f00:1',
  '64:ff9b::a9fe:a9fe',
  '::ffff:127.0.0.1',
  '::ffff:a00:1',
  '::ffff:0:c0a8:1',
  '2002:a9fe:a9fe::1',
];

describe('the outbound address guard', () => {
  it.each(HIDDEN_PRIVATE)('refuses %s, an IPv4 private address in IPv6 clothing', (address) => {
    expect(isPublicAddress(address)).toBe(false);
  });

  it('refuses loopback, private, link-local and unique-local addresses, and accepts public ones', () => {
    for (const address of ['127.0.0.1', '10.0.0.8', '172.16.3.4', '192.168.1.1', '169.254.169.254', '::1', '::', 'fe80::1', 'fd12::1']) {
      expect(isPublicAddress(address)).toBe(false);
    }
    for (const address of ['93.184.216.34', '2606:4700:4700::1111', '::ffff:93.184.216.34', '64:ff9b::5db8:d822']) {
      expect(isPublicAddress(address)).toBe(true);
    }
  });

  it.each(['http://[::127.0.0.1]', 'http://[::ffff:0:7f00:1]', 'http://[64:ff9b::7f00:1]/x', 'http://[64:ff9b::a9fe:a9fe]/latest'])(
    'refuses to save %s with a clear 400',
    async (url) => {
      await expect(assertPublicUrl(url, { allowPrivate: false, label: 'A webhook URL' })).rejects.toMatchObject({
        statusCode: 400,
        message: 'A webhook URL must not point to a private network address',
      });
    },
  );

  it('checks the address it connects to: a name resolving to loopback and a literal one are never fetched', async () => {
    for (const url of [`http://localhost:${port}/`, `http://127.0.0.1:${port}/`, `http://[::ffff:127.0.0.1]:${port}/`]) {
      await expect(safeFetch(url, {}, { allowPrivate: false })).rejects.toBeInstanceOf(PrivateAddressError);
    }
    expect(hits).toBe(0);
  });

  it('fetches loopback with ATLAS_WEBHOOKS_ALLOW_PRIVATE=1 (tests and development)', async () => {
    const response = await safeFetch(`http://localhost:${port}/`, {}, { allowPrivate: true });
    expect(await response.text()).toBe('inside');
  });
});
