// One call of a running Tempo's REST API, as a client makes it: JSON in, the envelope out.
export interface Envelope<T> {
  status: number;
  data: T;
  message: string;
}

/** `method path` under `{base}/api`, with `body` as JSON when given and any extra headers. */
export async function callApi<T>(
  base: string,
  method: string,
  path: string,
  body?: unknown,
  headers: Record<string, string> = {},
): Promise<Envelope<T>> {
  const response = await fetch(`${base}/api${path}`, {
    method,
    headers: { 'content-type': 'application/json', ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return (await response.json()) as Envelope<T>;
}
