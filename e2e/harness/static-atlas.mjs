// A stand-in for the gateway's front-end half (shell/dist, /remotes/{name}/, /mf-manifest.json),
// for poking at builds by hand: `node e2e/harness/static-atlas.mjs 17001`. API calls answer 502.
import http from 'node:http';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const remotes = { builder: 'mfe-builder', content: 'mfe-content', menus: 'mfe-menus', analytics: 'mfe-analytics', shop: 'mfe-shop' };
const types = { '.js': 'text/javascript', '.json': 'application/json', '.html': 'text/html', '.css': 'text/css' };

function manifest() {
  const list = [];
  for (const [name, folder] of Object.entries(remotes)) {
    try {
      const d = JSON.parse(fs.readFileSync(path.join(root, folder, 'dist/atlas-remote.json'), 'utf8'));
      list.push({ name, entry: `/remotes/${name}/${d.entry}`, version: d.version });
    } catch { /* not built */ }
  }
  return { remotes: list };
}

function sendFile(res, file) {
  fs.readFile(file, (err, body) => {
    if (err) { res.writeHead(404); res.end('Not found'); return; }
    res.writeHead(200, { 'content-type': types[path.extname(file)] || 'application/octet-stream' });
    res.end(body);
  });
}

const server = http.createServer((req, res) => {
  const url = new URL(req.url, 'http://x');
  if (url.pathname === '/mf-manifest.json') { res.writeHead(200, { 'content-type': 'application/json' }); res.end(JSON.stringify(manifest())); return; }
  const remote = url.pathname.match(/^\/remotes\/(\w+)\/(.+)$/);
  if (remote && remotes[remote[1]]) return sendFile(res, path.join(root, remotes[remote[1]], 'dist', path.basename(remote[2])));
  if (url.pathname.startsWith('/api/')) { res.writeHead(502, { 'content-type': 'application/json' }); res.end('{"detail":"No API here"}'); return; }
  const file = path.join(root, 'shell/dist', path.basename(url.pathname));
  if (path.extname(url.pathname) && fs.existsSync(file)) return sendFile(res, file);
  sendFile(res, path.join(root, 'shell/dist/index.html'));
});
server.listen(Number(process.argv[2] || 17001), '127.0.0.1', () => console.log(`static Atlas at http://127.0.0.1:${server.address().port}`));
