type ProgressEventLike = { lengthComputable: boolean; loaded: number; total: number };

/** A hand-driven XMLHttpRequest: a test moves each upload's progress and finishes it. */
export class FakeXhr {
  static sent: FakeXhr[] = [];
  upload: { onprogress?: (event: ProgressEventLike) => void } = {};
  onload?: () => void;
  onerror?: () => void;
  status = 0;
  responseText = '';
  headers: Record<string, string> = {};
  url = '';
  body: FormData | null = null;
  open(_method: string, url: string) {
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: FormData) {
    this.body = body;
    FakeXhr.sent.push(this);
  }
  progress(fraction: number) {
    this.upload.onprogress?.({ lengthComputable: true, loaded: fraction * 100, total: 100 });
  }
  finish(status: number, body: unknown) {
    this.status = status;
    this.responseText = JSON.stringify(body);
    this.onload?.();
  }
}

/** Puts FakeXhr in place of the browser's XMLHttpRequest for the tests of one file. */
export function installFakeXhr() {
  const original = globalThis.XMLHttpRequest;
  beforeEach(() => {
    FakeXhr.sent = [];
    (globalThis as { XMLHttpRequest: unknown }).XMLHttpRequest = FakeXhr;
  });
  afterAll(() => {
    globalThis.XMLHttpRequest = original;
  });
}
