import { spawn } from 'node:child_process';
import fs from 'node:fs';

export const KCAT = process.env.KCAT_PATH || '/usr/bin/kcat';

/**
 * librdkafka's mock Kafka cluster (3 brokers), through Debian's kcat. Without kcat this throws:
 * the Kafka contract must run, never silently skip.
 */
export async function startMockKafka(): Promise<{ brokers: string[]; stop: () => Promise<void> }> {
  if (!fs.existsSync(KCAT)) {
    throw new Error(
      `kcat not found at ${KCAT}: install Debian's kcat (apt-get install kcat) or set KCAT_PATH; the Kafka transport contract needs its mock cluster`,
    );
  }
  const child = spawn(KCAT, ['-C', '-b', 'localhost:1', '-t', 'keepalive', '-X', 'test.mock.num.brokers=3', '-d', 'mock', '-q'], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  const brokers = await new Promise<string[]>((resolve, reject) => {
    let seen = '';
    const timer = setTimeout(() => reject(new Error(`kcat printed no bootstrap.servers within 10 s:\n${seen.slice(-2000)}`)), 10000);
    child.stderr.on('data', (chunk: Buffer) => {
      seen += chunk.toString();
      const match = /bootstrap\.servers=([^\s]+)/.exec(seen);
      if (match) {
        clearTimeout(timer);
        resolve(match[1].split(','));
      }
    });
    child.once('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`kcat exited with code ${code} before the mock cluster started:\n${seen.slice(-2000)}`));
    });
  });
  // Keep reading stderr (debug output) so the pipe never fills and blocks kcat.
  child.stderr.resume();
  return {
    brokers,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}
