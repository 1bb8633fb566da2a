import { HttpError } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createDataProvider } from './dataProvider';

const answer = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  vi.fn(
    async (_url: string, _init?: RequestInit) =>
      new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json', ...headers } }),
  );

afterEach(() => vi.unstubAllGlobals());

describe('the dashboard’s data provider', () => {
  it('speaks ra-data-simple-rest to /api', async () => {
    const fetch = answer(200, [{ id: 't1', name: 'Anna' }], { 'content-range': 'team 0-0/1' });
    vi.stubGlobal('fetch', fetch);
    const result = await createDataProvider('/api').getList('team', {
      pagination: { page: 1, perPage: 10 },
      sort: { field: 'order', order: 'ASC' },
      filter: {},
    });
    expect(result).toEqual({ data: [{ id: 't1', name: 'Anna' }], total: 1 });
    expect(fetch.mock.calls[0][0]).toMatch(/^\/api\/team\?/);
  });

  it('passes the server’s field messages on for the form, with its message as the notification', async () => {
    vi.stubGlobal(
      'fetch',
      answer(400, { message: 'Bitte prüfen Sie die markierten Felder.', errors: { price: 'Bitte geben Sie den Kaufpreis an.' } }),
    );
    const failure = createDataProvider('/api').update('properties', { id: 'p1', data: { price: null }, previousData: { id: 'p1' } });
    await expect(failure).rejects.toBeInstanceOf(HttpError);
    await expect(failure).rejects.toMatchObject({
      status: 400,
      body: { errors: { price: 'Bitte geben Sie den Kaufpreis an.', root: { serverError: 'Bitte prüfen Sie die markierten Felder.' } } },
    });
  });

  it('reports an unreachable server in German', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    await expect(createDataProvider('/api').getOne('team', { id: 't1' })).rejects.toMatchObject({
      message: 'ra.notification.http_error',
      status: 0,
    });
  });

  it('uploads a picture as multipart field "file" and reports refusals with the server’s words', async () => {
    const uploaded = { src: '/media/abc/960.webp', srcset: '/media/abc/480.webp 480w', width: 1600, height: 1200 };
    const fetch = answer(201, uploaded);
    vi.stubGlobal('fetch', fetch);
    const file = new File(['bytes'], 'wohnzimmer.jpg', { type: 'image/jpeg' });
    await expect(createDataProvider('/api').uploadImage(file)).resolves.toEqual(uploaded);
    const [url, init] = fetch.mock.calls[0];
    expect(url).toBe('/api/uploads');
    expect((init?.body as FormData).get('file')).toBeInstanceOf(File);

    vi.stubGlobal('fetch', answer(415, { message: 'Dieses Dateiformat wird nicht unterstützt.' }));
    await expect(createDataProvider('/api').uploadImage(file)).rejects.toMatchObject({
      status: 415,
      message: 'Dieses Dateiformat wird nicht unterstützt.',
    });
  });
});
