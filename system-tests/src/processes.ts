// Parts of the platform as separate Node processes, as `ATLAS_PROCESSES=separate npm start` runs
// them: each service from services/<name>/src/main.ts and the gateway from gateway/src/main.ts,
// started with `node --import tsx` so the pid is the part's own process (a kill reaches it, not a
// wrapper).
import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';

const REPO_ROOT = path.resolve(__dirname, '..', '..');

export interface PartProcess {
  name: string;
  pid: number;
  url: string;
  /** Whether the process is still running. */
  alive(): boolean;
  /** Everything it wrote (stdout and stderr), for a failure message. */
  output(): string;
  /** Sends the signal and resolves once the process is gone. */
  kill(signal: NodeJS.Signals): Promise<void>;
}

/**
 * A port nobody listens on right now, below the kernel's ephemeral range (32768 and up on Linux),
 * so no outgoing connection takes it before the part we start binds it.
 */
export async function freePort(): Promise<number> {
  for (let attempt = 0; attempt < 50; attempt += 1) {
    const port = 20_000 + Math.floor(Math.random() * 12_000);
    const free = await new Promise<boolean>((resolve) => {
      const server = net.createServer();
      server.unref();
      server.once('error', () => resolve(false));
      server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
    });
    if (free) return port;
  }
  throw new Error('No free port found between 20000 and 32000');
}

function mainFile(name: string): string {
  return name === 'gateway' ? path.join(REPO_ROOT, 'gateway', 'src', 'main.ts') : path.join(REPO_ROOT, 'services', name, 'src', 'main.ts');
}

/**
 * Starts one part on `port` with `env` (DATABASE_URL, every part's port) and resolves once it
 * answers GET /health; fails with its output if it exits or does not answer within `timeoutMs`.
 */
export async function startPart(name: string, port: number, env: NodeJS.ProcessEnv, timeoutMs = 60_000): Promise<PartProcess> {
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', mainFile(name)], {
    cwd: REPO_ROOT,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  const collect = (chunk: Buffer) => {
    log = (log + chunk.toString()).slice(-50_000);
  };
  child.stdout!.on('data', collect);
  child.stderr!.on('data', collect);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const alive = () => child.exitCode === null && child.signalCode === null;
  const part: PartProcess = {
    name,
    pid: child.pid!,
    url: `http://127.0.0.1:${port}`,
    alive,
    output: () => log,
    kill: async (signal) => {
      if (alive()) child.kill(signal);
      await exited;
    },
  };

  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (!alive())
      throw new Error(`${name} exited before answering /health (code ${child.exitCode}, signal ${child.signalCode}):\n${log.slice(-3000)}`);
    try {
      const response = await fetch(`${part.url}/health`, { signal: AbortSignal.timeout(2000) });
      if (response.ok) return part;
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline) {
      await part.kill('SIGKILL');
      throw new Error(`${name} did not answer /health within ${timeoutMs} ms:\n${log.slice(-3000)}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}
