// One remote's build served on its own (an mfe-* image; remote-main.ts runs it): its files with the
// headers and caching the gateway gives /remotes/* (build-files.ts), compressed, and the probes an
// orchestrator asks. The gateway reads its atlas-remote.json and passes /remotes/<name>/* through to
// it (ATLAS_REMOTE_<NAME>_ORIGIN). It imports nothing of the gateway and only the kit's lifecycle
// (probes, drain), so the image carries only Fastify.
import compress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import Fastify, { LogController, type FastifyInstance, type FastifyReply, type FastifyServerOptions } from 'fastify';
import { promises as fs } from 'node:fs';
import path from 'node:path';
import { createLifecycle, registerProbes, type Lifecycle } from '@atlas/service-kit/lifecycle';
import { REMOTE_FILE_HEADERS, pathOf, sendRemoteFile } from './build-files';

export interface RemoteServerOptions {
  /** The remote's build folder (mfe-<name>/dist: remoteEntry.<hash>.js, chunks, atlas-remote.json). */
  dir: string;
  logger?: FastifyServerOptions['logger'];
}

export type RemoteServer = FastifyInstance & {
  /** Whether it is stopping (readiness 503, answers close their connection): the kit's stopGracefully drives it. */
  lifecycle: Lifecycle;
  /**
   * The graceful stop: readiness answers 503 at once, files are still served (each answer closing
   * its connection) for drainMs while the orchestrator stops sending traffic here, then the server
   * stops accepting, finishes what is in flight and closes. Calling it again returns the same stop.
   */
  stopGracefully(drainMs: number): Promise<void>;
};

/** Ready when the build describes itself: the gateway reads that file before anything else. */
async function readDescription(dir: string): Promise<{ name: string; version: string }> {
  const file = path.join(dir, 'atlas-remote.json');
  let text: string;
  try {
    text = await fs.readFile(file, 'utf8');
  } catch {
    throw new Error(`${file} is missing: the folder holds no remote build`);
  }
  let description: { name?: unknown; entry?: unknown; version?: unknown };
  try {
    description = JSON.parse(text);
  } catch {
    throw new Error(`${file} is not JSON`);
  }
  if (!description || typeof description.entry !== 'string') throw new Error(`${file} names no entry`);
  return { name: String(description.name ?? ''), version: String(description.version ?? '') };
}

export async function buildRemoteServer(options: RemoteServerOptions): Promise<RemoteServer> {
  const dir = path.resolve(options.dir);
  const lifecycle = createLifecycle();

  const app = Fastify({
    logger: options.logger ?? { level: 'info' },
    // one line per file of every page load says nothing the gateway's own logs do not
    logController: new LogController({ disableRequestLogging: true }),
    // malformed URLs and the like: the same headers and {detail} as every other answer
    frameworkErrors: (error, _request, reply) => {
      const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 400;
      void (reply as FastifyReply).code(status).headers(REMOTE_FILE_HEADERS).send({ detail: error.message });
    },
  });

  // Every answer, refusals and probes included: nginx's per-location add_header once lost these.
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(REMOTE_FILE_HEADERS).header('x-content-type-options', 'nosniff');
    done();
  });
  app.setNotFoundHandler((_request, reply) => reply.code(404).send({ detail: 'Not found' }));
  app.setErrorHandler((error: Error & { statusCode?: number }, request, reply) => {
    const status = error.statusCode && error.statusCode >= 400 ? error.statusCode : 500;
    if (status >= 500) request.log.error({ err: error }, 'request failed');
    return reply.code(status).send({ detail: status >= 500 ? 'Internal server error' : error.message });
  });

  await app.register(compress, { global: true, threshold: 1024 });
  // sendFile only: the route below decides what may be served (fileInside), and answers 404 itself.
  await app.register(fastifyStatic, { root: dir, serve: false });

  registerProbes(app, {
    lifecycle,
    ready: async () => {
      const { name, version } = await readDescription(dir);
      return { remote: name, version };
    },
  });

  app.get('/*', (request, reply) => sendRemoteFile(reply, dir, pathOf(request.url)));

  let stopping: Promise<void> | undefined;
  const stopGracefully = (drainMs: number) => {
    stopping ??= (async () => {
      lifecycle.drain();
      app.log.info({ drainMs }, 'stopping: readiness answers 503, still serving until the drain period ends');
      await new Promise((resolve) => setTimeout(resolve, drainMs));
      await app.close();
    })();
    return stopping;
  };
  const server: RemoteServer = Object.assign(app, { lifecycle, stopGracefully });
  return server;
}
