/**
 * Accounts over HTTP for tests: `Http` (JSON calls, every answer's text kept, bot accounts made with
 * unique names) and `AccountStream` (the NDJSON account stream read line by line; `next` waits for an
 * event that matches).
 */
import { ndjsonObjects } from '../../client';

let seq = 0;
export const uniqueName = (p: string) => `${p}${Date.now().toString(36)}${seq++}`;

export interface Answer {
  status: number;
  body: any;
  text: string;
}

export class Http {
  /** Every answer's text, to check where API keys appear. */
  readonly seen: { path: string; text: string }[] = [];
  constructor(readonly url: string) {}

  async call(
    method: string,
    path: string,
    body?: unknown,
    key?: string,
    headers: Record<string, string> = {},
  ): Promise<Answer> {
    const res = await fetch(this.url + path, {
      method,
      body: body === undefined ? undefined : JSON.stringify(body),
      headers: {
        ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
        ...(key ? { Authorization: `Bearer ${key}` } : {}),
        ...headers,
      },
    });
    const text = await res.text();
    this.seen.push({ path: `${method} ${path}`, text });
    let parsed: unknown = text;
    try {
      parsed = JSON.parse(text);
    } catch {
      /* not JSON */
    }
    return { status: res.status, body: parsed, text };
  }

  async account(
    kind: 'bot' | 'human' = 'bot',
    name = uniqueName('acc'),
  ): Promise<{ name: string; key: string }> {
    const r = await this.call('POST', '/accounts', { name, kind });
    expect(r.status).toBe(201);
    return { name, key: r.body.apiKey };
  }
}

/** The NDJSON account stream, read line by line; `next` waits for an event that matches. */
export class AccountStream {
  readonly events: any[] = [];
  private readonly abort = new AbortController();
  private waiters: (() => void)[] = [];
  private closed = false;

  static async open(url: string, key: string, accept = 'application/x-ndjson'): Promise<AccountStream> {
    const s = new AccountStream();
    const res = await fetch(`${url}/me/events`, {
      headers: { Authorization: `Bearer ${key}`, Accept: accept },
      signal: s.abort.signal,
    });
    expect(res.status).toBe(200);
    s.pump(res.body!).catch(() => undefined);
    return s;
  }

  private async pump(body: ReadableStream<Uint8Array<ArrayBuffer>>): Promise<void> {
    try {
      for await (const e of ndjsonObjects(body)) {
        this.events.push(e);
        this.waiters.splice(0).forEach((w) => w());
      }
    } finally {
      this.closed = true;
      this.waiters.splice(0).forEach((w) => w());
    }
  }

  async next(pred: (e: any) => boolean, ms = 20_000): Promise<any> {
    const deadline = Date.now() + ms;
    for (;;) {
      const found = this.events.find(pred);
      if (found) return found;
      if (this.closed || Date.now() > deadline)
        throw new Error(`no such event; got ${JSON.stringify(this.events.map((e) => e.type))}`);
      await new Promise<void>((r) => {
        this.waiters.push(r);
        setTimeout(r, 200);
      });
    }
  }

  close(): void {
    this.abort.abort();
  }
}
