/** A minimal Server-Sent Events client for the tests (over fetch). */
export interface SseEvent {
  event?: string;
  id?: string;
  data?: string;
  comment?: string;
}

/** A minimal SSE client over fetch: every event and comment, in order, awaitable one by one. */
export class SseStream {
  readonly events: SseEvent[] = [];
  status = 0;
  ended = false;
  private readonly abort = new AbortController();
  private waiters: (() => void)[] = [];
  private cursor = 0;

  static async open(url: string, headers: Record<string, string> = {}): Promise<SseStream> {
    const s = new SseStream();
    const res = await fetch(url, {
      headers: { Accept: 'text/event-stream', ...headers },
      signal: s.abort.signal,
    });
    s.status = res.status;
    s.contentType = res.headers.get('content-type') ?? '';
    if (res.status !== 200 || !res.body) {
      s.text = await res.text();
      s.ended = true;
      return s;
    }
    void s.pump(res.body);
    return s;
  }
  contentType = '';
  text = '';

  private async pump(body: ReadableStream<Uint8Array>) {
    const decoder = new TextDecoder();
    let buf = '';
    try {
      for await (const chunk of body as unknown as AsyncIterable<Uint8Array>) {
        buf += decoder.decode(chunk, { stream: true });
        let cut: number;
        while ((cut = buf.indexOf('\n\n')) >= 0) {
          const block = buf.slice(0, cut);
          buf = buf.slice(cut + 2);
          const ev: SseEvent = {};
          for (const line of block.split('\n')) {
            if (line.startsWith(':')) ev.comment = line.slice(1).trim();
            else {
              const i = line.indexOf(':');
              const [k, v] = i < 0 ? [line, ''] : [line.slice(0, i), line.slice(i + 1).replace(/^ /, '')];
              if (k === 'event' || k === 'id') ev[k] = v;
              if (k === 'data') ev.data = ev.data === undefined ? v : `${ev.data}\n${v}`;
            }
          }
          this.events.push(ev);
          this.wake();
        }
      }
    } catch {
      // aborted
    }
    this.ended = true;
    this.wake();
  }

  private wake() {
    const w = this.waiters;
    this.waiters = [];
    w.forEach((f) => f());
  }

  /** The next event (after the ones already taken) that matches, or an error after `ms`. */
  async next(match: (e: SseEvent) => boolean = (e) => e.event === 'state', ms = 5000): Promise<SseEvent> {
    const deadline = Date.now() + ms;
    for (;;) {
      while (this.cursor < this.events.length) {
        const e = this.events[this.cursor++];
        if (match(e)) return e;
      }
      if (this.ended) throw new Error('the stream ended');
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(`no matching event within ${ms} ms`);
      await new Promise<void>((resolve) => {
        const t = setTimeout(resolve, left);
        this.waiters.push(() => {
          clearTimeout(t);
          resolve();
        });
      });
    }
  }

  async nextState(ms?: number): Promise<{ id: number; view: any }> {
    const e = await this.next(undefined, ms);
    return { id: Number(e.id), view: JSON.parse(e.data!) };
  }

  /** Resolves when the server has ended the stream. */
  async end(ms = 5000): Promise<void> {
    const deadline = Date.now() + ms;
    while (!this.ended) {
      if (Date.now() > deadline) throw new Error('the stream did not end');
      await new Promise<void>((resolve) => {
        const t = setTimeout(resolve, deadline - Date.now());
        this.waiters.push(() => {
          clearTimeout(t);
          resolve();
        });
      });
    }
  }

  close() {
    this.abort.abort();
  }
}

/**
 * Reads Server-Sent Events with a `data` line into `into` (event name and parsed data) until the stream
 * ends or is aborted.
 */
export async function readSse(
  body: ReadableStream<Uint8Array>,
  into: { event: string; data: any }[],
): Promise<void> {
  let buf = '';
  try {
    for await (const chunk of body.pipeThrough(new TextDecoderStream())) {
      buf += chunk;
      let i: number;
      while ((i = buf.indexOf('\n\n')) >= 0) {
        const block = buf.slice(0, i);
        buf = buf.slice(i + 2);
        const event = /^event: (.*)$/m.exec(block)?.[1];
        const data = /^data: (.*)$/m.exec(block)?.[1];
        if (event && data) into.push({ event, data: JSON.parse(data) });
      }
    }
  } catch {
    // aborted
  }
}
