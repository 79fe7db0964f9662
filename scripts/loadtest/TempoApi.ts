// Tempo's REST API from the load generator: node:http with keep-alive sockets (cheaper per request
// than fetch, so the generator stays under its CPU budget), JSON in, the `{status, message, data}`
// envelope out. Transport failures reject; refusals resolve with their envelope.
import { Agent, request } from 'node:http';

export interface Envelope<T> {
  status: number;
  message: string;
  data: T;
}

export interface ApiAnswer<T> {
  http: number;
  envelope: Envelope<T>;
}

export interface CallOptions {
  body?: unknown;
  /** The trader's session token (`token` header). */
  token?: string;
  /** An ops session token, sent as `Authorization: Bearer`. */
  bearer?: string;
  idempotencyKey?: string;
}

export class TempoApi {
  private readonly agent = new Agent({ keepAlive: true, maxSockets: 256 });
  private readonly url: URL;

  constructor(readonly baseUrl: string) {
    this.url = new URL(baseUrl);
  }

  /** Calls `/api{path}` and parses the envelope. */
  async call<T>(method: string, path: string, options: CallOptions = {}): Promise<ApiAnswer<T>> {
    const { http, text } = await this.raw(method, `/api${path}`, options);
    let envelope: Envelope<T>;
    try {
      envelope = JSON.parse(text) as Envelope<T>;
    } catch {
      throw new Error(`${method} ${path}: HTTP ${http}, not JSON: ${text.slice(0, 120)}`);
    }
    if (typeof envelope?.status !== 'number') throw new Error(`${method} ${path}: HTTP ${http}, no envelope`);
    return { http, envelope };
  }

  /** The same call, resolving with `data` and throwing on any refusal. */
  async must<T>(method: string, path: string, options: CallOptions = {}): Promise<T> {
    const { http, envelope } = await this.call<T>(method, path, options);
    if (envelope.status !== 1) throw new Error(`${method} ${path}: HTTP ${http} ${envelope.message}`);
    return envelope.data;
  }

  /** A plain request, answering the HTTP status and the body as text. */
  raw(method: string, path: string, options: CallOptions = {}): Promise<{ http: number; text: string }> {
    const body = options.body === undefined ? undefined : JSON.stringify(options.body);
    const headers: Record<string, string> = { lang: 'en', accept: 'application/json' };
    if (body !== undefined) {
      headers['content-type'] = 'application/json';
      headers['content-length'] = String(Buffer.byteLength(body));
    }
    if (options.token) headers.token = options.token;
    if (options.bearer) headers.authorization = `Bearer ${options.bearer}`;
    if (options.idempotencyKey) headers['idempotency-key'] = options.idempotencyKey;
    return new Promise((resolve, reject) => {
      const req = request(
        {
          agent: this.agent,
          host: this.url.hostname.replace(/^\[|\]$/g, ''),
          port: this.url.port || 80,
          method,
          path,
          headers,
          timeout: 30_000,
        },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('end', () => resolve({ http: res.statusCode ?? 0, text: Buffer.concat(chunks).toString() }));
          res.on('error', reject);
        },
      );
      req.on('timeout', () => req.destroy(new Error(`${method} ${path}: no answer within 30 s`)));
      req.on('error', reject);
      req.end(body);
    });
  }

  close(): void {
    this.agent.destroy();
  }
}
