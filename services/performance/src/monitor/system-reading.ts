import { existsSync } from 'node:fs';
import { readFile, statfs } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import si from 'systeminformation';

/** One reading of the machine, as a sample stores it. */
export interface SystemReading {
  /** % of CPU time busy since the previous reading. */
  cpu_usage: number;
  /** Memory in use without the page cache (Linux: total − available), in % of the total. */
  memory_usage: number;
  memory_total_bytes: number;
  memory_used_bytes: number;
  /** The filesystem holding the data folder, used as `df` counts it (used / (used + available to users)). */
  disk_usage: number;
  disk_total_bytes: number;
  disk_used_bytes: number;
  load_1m: number;
  load_5m: number;
  load_15m: number;
  /** Established TCP connections, IPv4 and IPv6. */
  active_connections: number;
  /** Bytes per second received and sent over every interface but loopback since the previous reading. */
  network_in: number;
  network_out: number;
}

const round1 = (value: number) => Math.round(value * 10) / 10;

/** The nearest existing folder at or above `dir` (the data folder may not exist yet). */
function existingFolder(dir: string): string {
  let current = path.resolve(dir);
  while (!existsSync(current) && path.dirname(current) !== current) current = path.dirname(current);
  return current;
}

async function diskOf(dir: string) {
  const stats = await statfs(existingFolder(dir));
  const total = stats.blocks * stats.bsize;
  const used = (stats.blocks - stats.bfree) * stats.bsize;
  const usable = used + stats.bavail * stats.bsize;
  return { disk_total_bytes: total, disk_used_bytes: used, disk_usage: usable > 0 ? round1((used / usable) * 100) : 0 };
}

/** Established connections from the kernel's tables on Linux (cheap), else from systeminformation. */
async function establishedConnections(): Promise<number> {
  if (process.platform === 'linux') {
    let count = 0;
    for (const table of ['/proc/net/tcp', '/proc/net/tcp6']) {
      const text = await readFile(table, 'utf8').catch(() => '');
      // columns: sl local_address rem_address st ...; st 01 = ESTABLISHED
      for (const line of text.split('\n').slice(1)) if (line.trim().split(/\s+/)[3] === '01') count += 1;
    }
    return count;
  }
  const connections = await si.networkConnections();
  return connections.filter((connection) => connection.protocol.startsWith('tcp') && connection.state === 'ESTABLISHED').length;
}

/**
 * Reads the machine. CPU and network figures are rates since the previous call, so the reader keeps
 * that call's counters; the first reading of a reader covers the time since it was made.
 */
export function systemReader(dataDir: string) {
  let previousNetwork: { at: number; rx: number; tx: number } | undefined;

  async function networkTotals() {
    const interfaces = await si.networkStats('*');
    let rx = 0;
    let tx = 0;
    for (const entry of interfaces) {
      if (entry.iface === 'lo' || entry.iface.startsWith('lo')) continue;
      rx += entry.rx_bytes;
      tx += entry.tx_bytes;
    }
    return { at: Date.now(), rx, tx };
  }

  async function network() {
    const now = await networkTotals();
    const before = previousNetwork;
    previousNetwork = now;
    if (!before || now.at <= before.at) return { network_in: 0, network_out: 0 };
    const seconds = (now.at - before.at) / 1000;
    // a counter that went back (an interface reset) gives no rate rather than a negative one
    return {
      network_in: Math.max(0, Math.round((now.rx - before.rx) / seconds)),
      network_out: Math.max(0, Math.round((now.tx - before.tx) / seconds)),
    };
  }

  return {
    /** Starts the CPU and network counters, so the first real reading covers one interval. */
    async prime(): Promise<void> {
      await si.currentLoad();
      previousNetwork = await networkTotals();
    },
    async read(): Promise<SystemReading> {
      const [load, memory, disk, connections, rates] = await Promise.all([
        si.currentLoad(),
        si.mem(),
        diskOf(dataDir),
        establishedConnections(),
        network(),
      ]);
      const [load1, load5, load15] = os.loadavg();
      return {
        cpu_usage: round1(Math.min(100, Math.max(0, load.currentLoad))),
        memory_usage: memory.total > 0 ? round1((memory.active / memory.total) * 100) : 0,
        memory_total_bytes: memory.total,
        memory_used_bytes: memory.active,
        ...disk,
        load_1m: Math.round(load1 * 100) / 100,
        load_5m: Math.round(load5 * 100) / 100,
        load_15m: Math.round(load15 * 100) / 100,
        active_connections: connections,
        ...rates,
      };
    },
  };
}
export type SystemReader = ReturnType<typeof systemReader>;
