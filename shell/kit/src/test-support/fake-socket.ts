import { act } from '@testing-library/react';

/**
 * A stand-in for the browser's WebSocket, for the presence sockets a screen opens: `install()` puts it on
 * globalThis, `opened` lists the sockets in the order they were made, and a test speaks for the server
 * through `push`.
 */
export class FakeSocket {
  static opened: FakeSocket[] = [];
  static OPEN = 1;
  readyState = 0;
  sent: string[] = [];
  onopen: (() => void) | null = null;
  onmessage: ((event: { data: string }) => void) | null = null;
  onclose: ((event: { code: number }) => void) | null = null;
  constructor(readonly url: string) {
    FakeSocket.opened.push(this);
    setTimeout(() => {
      this.readyState = 1;
      this.onopen?.();
    }, 0);
  }
  send(text: string) {
    this.sent.push(text);
  }
  close() {
    this.readyState = 3;
  }
  push(message: unknown) {
    act(() => this.onmessage?.({ data: JSON.stringify(message) }));
  }

  static install() {
    FakeSocket.opened = [];
    (globalThis as { WebSocket?: unknown }).WebSocket = FakeSocket;
  }

  static uninstall() {
    delete (globalThis as { WebSocket?: unknown }).WebSocket;
  }
}
