import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { alice, bob, startContent, type Harness } from './harness';

let h: Harness;
beforeAll(async () => {
  process.env.MEDIA_LIMIT_OTHER_MB = '1';
  h = await startContent();
});
afterAll(async () => {
  delete process.env.MEDIA_LIMIT_OTHER_MB;
  await h.service.close();
});

const photo = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 200, g: 80, b: 40 } } })
    .jpeg()
    .toBuffer();
const pdf = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
const mediaDir = () => path.join(h.dataDir, 'media');

describe('uploads', () => {
  it('stores an image with its size, a focal thumbnail and WebP widths, served with the real type and nosniff', async () => {
    const res = await h.upload(alice, '/api/media/files/', { name: 'holiday.jpg', bytes: await photo(2000, 1000), type: 'image/jpeg' });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      name: 'holiday.jpg',
      type: 'image',
      mime_type: 'image/jpeg',
      width: 2000,
      height: 1000,
      folder: null,
    });
    expect(res.body.url).toMatch(/^\/media\/u1\/\d{6}\/[0-9a-f-]{36}\.jpg$/);
    expect(res.body.variants.map((v: any) => v.width)).toEqual([480, 960, 1600]);
    expect(res.body.srcset).toContain('960w');
    const thumb = await h.call('GET', res.body.thumbnail, { as: null });
    expect(thumb.headers['content-type']).toBe('image/webp');
    expect(await sharp(thumb.raw).metadata()).toMatchObject({ width: 320, height: 320 });
    const original = await h.call('GET', res.body.url, { as: null });
    expect(original.status).toBe(200);
    expect(original.headers).toMatchObject({ 'content-type': 'image/jpeg', 'x-content-type-options': 'nosniff' });
    expect(original.headers['cache-control']).toContain('max-age=31536000');
    expect(original.raw.length).toBe(res.body.size);
  });

  it('answers a byte range with 206 (video seeking) and an impossible one with 416', async () => {
    const res = await h.upload(alice, '/api/media/upload/', { name: 'doc.pdf', bytes: pdf });
    const part = await h.call('GET', res.body.url, { as: null, headers: { range: 'bytes=1-3' } });
    expect(part.status).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 1-3/${pdf.length}`);
    expect(part.raw.toString()).toBe('PDF');
    const tail = await h.call('GET', res.body.url, { as: null, headers: { range: `bytes=${pdf.length - 4}-` } });
    expect(tail.raw.toString()).toBe(pdf.subarray(-4).toString());
    expect((await h.call('GET', res.body.url, { as: null, headers: { range: `bytes=${pdf.length + 5}-` } })).status).toBe(416);
  });

  it('answers the editor upload with its url first', async () => {
    const res = await h.upload(alice, '/api/media/upload/', { name: 'doc.pdf', bytes: pdf });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ type: 'document', mime_type: 'application/pdf', thumbnail: '' });
    expect(res.body.url).toMatch(/\.pdf$/);
  });

  it('decides the type by the bytes: an executable named .jpg and declared image/jpeg is refused', async () => {
    const exe = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(62), Buffer.from('PE\0\0'), Buffer.alloc(400)]);
    exe.writeUInt32LE(64, 0x3c);
    const res = await h.upload(alice, '/api/media/files/', { name: 'cat.jpg', bytes: exe, type: 'image/jpeg' });
    expect(res).toMatchObject({ status: 400, body: { detail: 'File type not allowed' } });
    const html = await h.upload(alice, '/api/media/files/', {
      name: 'page.png',
      bytes: Buffer.from('<html><script>alert(1)</script></html>'),
      type: 'image/png',
    });
    expect(html).toMatchObject({ status: 400, body: { detail: 'File type not allowed' } });
    const shell = await h.upload(alice, '/api/media/files/', { name: 'run.sh', bytes: Buffer.from('#!/bin/sh\nrm -rf /\n') });
    expect(shell.status).toBe(400);
  });

  it("keeps a path-traversal file name in its folder: the name is a label, the key the server's", async () => {
    const res = await h.upload(alice, '/api/media/files/', { name: '../../../etc/passwd.pdf', bytes: pdf });
    expect(res.status).toBe(201);
    expect(res.body.name).toBe('passwd.pdf');
    expect(res.body.url).toMatch(/^\/media\/u1\//);
    expect(existsSync(path.join(h.dataDir, 'etc'))).toBe(false);
    const windows = await h.upload(alice, '/api/media/files/', { name: '..\\..\\boot.ini.pdf', bytes: pdf });
    expect(windows.body.name).toBe('boot.ini.pdf');
    for (const probe of ['/media/../../etc/passwd', '/media/u1/%2e%2e/%2e%2e/x', '/media/u1/..%2f..%2fx']) {
      expect((await h.call('GET', probe, { as: null })).status).toBe(404);
    }
  });

  it('serves SVG only as a sandboxed attachment', async () => {
    const svg = Buffer.from('<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    const res = await h.upload(alice, '/api/media/files/', { name: 'logo.svg', bytes: svg });
    expect(res.body).toMatchObject({ type: 'image', mime_type: 'image/svg+xml' });
    const served = await h.call('GET', res.body.url, { as: null });
    expect(served.headers['content-disposition']).toBe('attachment');
    expect(served.headers['content-security-policy']).toContain('sandbox');
  });

  it("refuses a file over its type's limit with 413 and keeps nothing of it", async () => {
    const before = readdirSync(mediaDir(), { recursive: true }).length;
    const big = Buffer.concat([pdf, Buffer.alloc(1024 * 1024 + 10, 32)]);
    const res = await h.upload(alice, '/api/media/files/', { name: 'big.pdf', bytes: big });
    expect(res).toMatchObject({ status: 413, body: { detail: 'File is too large (files of this type up to 1 MB)' } });
    expect(readdirSync(mediaDir(), { recursive: true }).length).toBe(before);
  });

  it('refuses a request without a file, or not multipart, with a detail', async () => {
    expect((await h.call('POST', '/api/media/files/', { body: { file: 'x' } })).body.detail).toContain('multipart/form-data');
    const none = await h.call('POST', '/api/media/files/', {
      payload: '--b\r\ncontent-disposition: form-data; name="folder"\r\n\r\n1\r\n--b--\r\n',
      headers: { 'content-type': 'multipart/form-data; boundary=b' },
    });
    expect(none.status).toBe(400);
    expect((await h.upload(null, '/api/media/files/', { name: 'a.pdf', bytes: pdf })).status).toBe(401);
  });
});

describe('folders, lists and ownership', () => {
  it('creates folders (blank names refused), uploads into one, and filters the list by folder, type, search and date', async () => {
    expect((await h.call('POST', '/api/media/folders/', { body: { name: '   ' } })).body.detail).toBe('Folder name is required');
    const folder = (await h.call('POST', '/api/media/folders/', { body: { name: 'Brand' } })).body;
    expect(folder).toMatchObject({ name: 'Brand', parent: null });
    const child = await h.call('POST', '/api/media/folders/', { body: { name: 'Logos', parent: folder.id } });
    expect(child.body.parent).toBe(folder.id);
    expect((await h.call('POST', '/api/media/folders/', { as: bob, body: { name: 'x', parent: folder.id } })).status).toBe(404);
    const inFolder = await h.upload(alice, '/api/media/files/', { name: 'brand-guide.pdf', bytes: pdf }, { folder: String(folder.id) });
    expect(inFolder.body.folder).toBe(folder.id);
    expect((await h.upload(bob, '/api/media/files/', { name: 'x.pdf', bytes: pdf }, { folder: String(folder.id) })).status).toBe(404);

    const list = async (query: string) => (await h.call('GET', `/api/media/files/?${query}`)).body;
    expect((await list(`folder=${folder.id}`)).results.map((f: any) => f.name)).toEqual(['brand-guide.pdf']);
    expect((await list('type=image')).results.every((f: any) => f.type === 'image')).toBe(true);
    expect((await list('search=brand')).count).toBe(1);
    expect((await list('search=%25')).count).toBe(0);
    expect((await list('sort=name')).results[0].name <= (await list('sort=-name')).results[0].name).toBe(true);
    expect((await list('dateTo=2001-01-01')).count).toBe(0);
    expect((await h.call('GET', '/api/media/files/?type=exe')).status).toBe(400);
    expect((await h.call('GET', '/api/media/files/', { as: bob })).body.count).toBe(0);
    expect((await h.call('GET', '/api/media/folders/')).body.results.map((f: any) => f.name)).toEqual(['Brand', 'Logos']);
  });

  it('keeps an alt text and a new name from the details panel; a stranger cannot set them and an overlong one is refused', async () => {
    const up = await h.upload(alice, '/api/media/files/', { name: 'team.jpg', bytes: await photo(40, 30) });
    expect(up.body.alt_text).toBe('');
    const patch = (body: unknown, as = alice) => h.call('PATCH', `/api/media/files/${up.body.id}/`, { body, as });
    const saved = await patch({ alt_text: '  The team   at the summer fair ', name: 'Summer fair' });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ alt_text: 'The team at the summer fair', name: 'Summer fair' });
    expect((await h.call('GET', `/api/media/files/${up.body.id}/`)).body.alt_text).toBe('The team at the summer fair');
    const listed = (await h.call('GET', '/api/media/files/?search=Summer')).body.results;
    expect(listed.map((f: any) => f.alt_text)).toEqual(['The team at the summer fair']);
    const long = await patch({ alt_text: 'x'.repeat(501) });
    expect(long.status).toBe(400);
    expect(long.body.detail).toMatch(/Alt text must be at most 500 characters/);
    expect((await patch({ name: '   ' })).body.detail).toBe('File name is required');
    expect((await patch({ alt_text: 'Mine now' }, bob)).status).toBe(404);
    expect((await patch({ alt_text: '' })).body.alt_text).toBe('');
  });

  it('moves the thumbnail crop to the focal point; another user gets 404; delete removes the file and its variants', async () => {
    const up = await h.upload(alice, '/api/media/files/', { name: 'wide.jpg', bytes: await photo(1200, 400) });
    const moved = await h.call('PATCH', `/api/media/files/${up.body.id}/`, { body: { focal_x: 0.9, focal_y: 0.5, name: 'Wide banner' } });
    expect(moved.body).toMatchObject({ focal_x: 0.9, name: 'Wide banner' });
    expect(moved.body.thumbnail).not.toBe(up.body.thumbnail);
    expect((await h.call('GET', up.body.thumbnail, { as: null })).status).toBe(404);
    expect((await h.call('PATCH', `/api/media/files/${up.body.id}/`, { body: { focal_x: 2 } })).status).toBe(400);
    expect((await h.call('GET', `/api/media/files/${up.body.id}/`, { as: bob })).status).toBe(404);
    expect((await h.call('DELETE', `/api/media/files/${up.body.id}/`, { as: bob })).status).toBe(404);
    expect((await h.call('DELETE', `/api/media/files/${up.body.id}/`)).status).toBe(204);
    for (const url of [moved.body.url, moved.body.thumbnail, ...moved.body.variants.map((v: any) => v.url)]) {
      expect((await h.call('GET', url, { as: null })).status).toBe(404);
    }
  });
});
