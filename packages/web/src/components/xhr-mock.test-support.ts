import { vi } from 'vitest';

// jsdom's XMLHttpRequest would reach for the network. This stand-in sends each request through `fetch` — the
// test's mockFetch records and answers it like every other call — and reports upload progress on the way.

/** Percent steps the fake reports as upload progress before the request goes out. */
const PROGRESS_STEPS = [30, 70, 100];

class FakeXhr extends EventTarget {
  readonly upload = new EventTarget();
  withCredentials = false;
  status = 0;
  responseText = '';
  private method = 'GET';
  private url = '';
  private readonly headers = new Headers();

  open(method: string, url: string): void {
    this.method = method;
    this.url = url;
  }

  setRequestHeader(name: string, value: string): void {
    this.headers.set(name, value);
  }

  send(body: XMLHttpRequestBodyInit | null = null): void {
    void this.run(body);
  }

  private async run(body: XMLHttpRequestBodyInit | null): Promise<void> {
    for (const loaded of PROGRESS_STEPS)
      this.upload.dispatchEvent(
        new ProgressEvent('progress', { lengthComputable: true, loaded, total: 100 }),
      );
    try {
      const response = await fetch(this.url, {
        method: this.method,
        headers: this.headers,
        body,
        credentials: this.withCredentials ? 'include' : 'same-origin',
      });
      this.status = response.status;
      this.responseText = await response.text();
      this.dispatchEvent(new ProgressEvent('load'));
    } catch {
      this.dispatchEvent(new ProgressEvent('error'));
    }
  }
}

/** Replaces XMLHttpRequest with a stand-in that sends through the mocked fetch (see {@link mockFetch}). */
export function mockXhr(): void {
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
}
