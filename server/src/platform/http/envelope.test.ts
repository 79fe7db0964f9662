import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/testApp';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp({ BODY_LIMIT: '2kb' });
});
afterAll(async () => {
  await app.close();
});

describe('the envelope at the edge', () => {
  it('answers malformed JSON with MALFORMED_JSON and no stack trace', async () => {
    const result = await app.call('POST', '/auth/login', {
      rawBody: '{"account": "abc',
      headers: { lang: 'en' },
    });
    expect(result).toMatchObject({
      http: 400,
      status: -14,
      message: 'The request could not be read',
      data: { code: 'MALFORMED_JSON' },
    });
    expect(result.text).not.toMatch(/at .*\.(js|ts)|SyntaxError|node_modules/);
  });

  it('answers an oversize body with PAYLOAD_TOO_LARGE', async () => {
    const result = await app.call('POST', '/auth/login', {
      body: { account: 'x'.repeat(5_000), password: 'y' },
    });
    expect(result).toMatchObject({ http: 413, data: { code: 'PAYLOAD_TOO_LARGE' } });
  });

  it('answers an unknown API path with NOT_FOUND in the envelope', async () => {
    const result = await app.call('GET', '/no/such/thing', { headers: { lang: 'en' } });
    expect(result).toMatchObject({ http: 404, message: 'Not found', data: { code: 'NOT_FOUND' } });
  });

  it('answers in the language of the lang header, and in Vietnamese for an unknown lang', async () => {
    const unknown = await app.call('GET', '/user/profile', { headers: { lang: 'xx' } });
    const korean = await app.call('GET', '/user/profile', { headers: { lang: 'ko' } });
    expect(unknown.message).toBe('Vui lòng đăng nhập trước');
    expect(korean.message).toBe('먼저 로그인해 주세요');
  });

  it('answers liveness and readiness', async () => {
    expect(await app.call('GET', '/health')).toMatchObject({ http: 200, status: 1 });
    expect(await app.call('GET', '/health/ready')).toMatchObject({
      http: 200,
      data: { postgres: true, redis: true },
    });
  });

  it('serves the site config the client loads at start', async () => {
    const result = await app.call('GET', '/index/siteConfig');
    expect(result.data).toMatchObject({ currency_symbol: '$', currency_type: 'USD', app_version: '1.0.0' });
    expect(result.data).toHaveProperty('site_logo');
    expect(result.data).toHaveProperty('service_url');
  });

  it('serves an OpenAPI document built from the shared schemas', async () => {
    const document = (await (await fetch(`${app.baseUrl}/api/openapi.json`)).json()) as {
      openapi: string;
      paths: Record<
        string,
        Record<string, { requestBody?: { content: Record<string, { schema: { required?: string[] } }> } }>
      >;
    };
    expect(document.openapi).toBe('3.1.0');
    const register = document.paths['/auth/register']!.post!.requestBody!.content['application/json']!.schema;
    expect(register.required).toEqual(
      expect.arrayContaining(['account', 'phone', 'openingCode', 'password']),
    );
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining(['/orders', '/quotes/{symbol}/candles', '/admin/products/{symbol}']),
    );
  });

  it('sets security headers and a request id', async () => {
    const response = await fetch(`${app.baseUrl}/api/health`);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('x-request-id')).toMatch(/^[\w-]+$/);
    expect(response.headers.get('x-powered-by')).toBeNull();
    // Plain http by default: no HSTS, and the page's requests are not upgraded to https.
    expect(response.headers.get('strict-transport-security')).toBeNull();
    expect(response.headers.get('content-security-policy')).not.toContain('upgrade-insecure-requests');
  });

  it('tells browsers to stay on HTTPS when every visitor comes over it', async () => {
    const secure = await startTestApp({ HTTPS_ONLY: true });
    try {
      const response = await fetch(`${secure.baseUrl}/api/health`);
      expect(response.headers.get('strict-transport-security')).toMatch(/max-age=\d+/);
      expect(response.headers.get('content-security-policy')).toContain('upgrade-insecure-requests');
    } finally {
      await secure.close();
    }
  });
});
