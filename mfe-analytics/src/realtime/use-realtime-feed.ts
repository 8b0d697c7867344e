import { useEffect, useState } from 'react';
import { getAccessToken, errorText } from '@atlas/shell-kit';
import { fetchRealtime } from '../api/realtime';
import type { RealtimeSnapshot } from '../api/types';
import {
  POLL_EVERY_MS,
  RECONNECT_AFTER_MS,
  RESUBSCRIBE_EVERY_MS,
  applyFeedMessage,
  parseFeedMessage,
  realtimeSocketUrl,
  type ConnectionStatus,
} from './realtime-feed';

export interface RealtimeFeed {
  status: ConnectionStatus;
  snapshot: RealtimeSnapshot | null;
  /** True while the socket cannot open and the snapshot is read every 10 seconds instead. */
  polling: boolean;
  pollError: string | null;
}

/**
 * One site's live visitors: a socket that subscribes on open (and again each minute, for a fresh
 * count of active visitors) and reconnects 5 s after a close;
 * while it cannot open, the snapshot is polled every 10 s.
 */
export function useRealtimeFeed(site: number): RealtimeFeed {
  const [status, setStatus] = useState<ConnectionStatus>('Disconnected');
  const [snapshot, setSnapshot] = useState<RealtimeSnapshot | null>(null);
  const [polling, setPolling] = useState(false);
  const [pollError, setPollError] = useState<string | null>(null);

  useEffect(() => {
    let stopped = false;
    let socket: WebSocket | null = null;
    let reconnectTimer: ReturnType<typeof setTimeout> | undefined;
    let pollTimer: ReturnType<typeof setInterval> | undefined;
    let resubscribeTimer: ReturnType<typeof setInterval> | undefined;

    const poll = async () => {
      try {
        const answer = await fetchRealtime(site);
        if (stopped) return;
        setSnapshot(answer);
        setPollError(null);
      } catch (error) {
        if (!stopped) setPollError(errorText(error, 'Failed to load real-time data.'));
      }
    };
    const startPolling = () => {
      if (pollTimer !== undefined) return;
      setPolling(true);
      void poll();
      pollTimer = setInterval(() => void poll(), POLL_EVERY_MS);
    };
    const stopPolling = () => {
      clearInterval(pollTimer);
      pollTimer = undefined;
      setPolling(false);
      setPollError(null);
    };
    const scheduleReconnect = () => {
      clearTimeout(reconnectTimer);
      reconnectTimer = setTimeout(connect, RECONNECT_AFTER_MS);
    };

    function connect() {
      if (stopped) return;
      let opened = false;
      try {
        socket = new WebSocket(realtimeSocketUrl(site, getAccessToken()));
      } catch {
        setStatus('Error');
        startPolling();
        scheduleReconnect();
        return;
      }
      const current = socket;
      const subscribe = () => current.send(JSON.stringify({ type: 'subscribe_realtime' }));
      current.onopen = () => {
        opened = true;
        setStatus('Connected');
        stopPolling();
        subscribe();
        clearInterval(resubscribeTimer);
        resubscribeTimer = setInterval(subscribe, RESUBSCRIBE_EVERY_MS);
      };
      current.onmessage = (message: MessageEvent) => {
        const parsed = parseFeedMessage(message.data);
        if (parsed) setSnapshot((previous) => applyFeedMessage(previous, parsed));
      };
      current.onerror = () => setStatus('Error');
      current.onclose = () => {
        if (stopped) return;
        socket = null;
        clearInterval(resubscribeTimer);
        // A socket that never opened is a failed setup: the panel keeps itself current by polling.
        if (opened) setStatus('Disconnected');
        else {
          setStatus('Error');
          startPolling();
        }
        scheduleReconnect();
      };
    }

    connect();
    return () => {
      stopped = true;
      clearTimeout(reconnectTimer);
      clearInterval(pollTimer);
      clearInterval(resubscribeTimer);
      if (socket) {
        socket.onclose = null;
        socket.close();
      }
    };
  }, [site]);

  return { status, snapshot, polling, pollError };
}
