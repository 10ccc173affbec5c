import { apiFetch, ApiError } from './api-fetch';

function jsonResponse(status: number, body: unknown, statusText = ''): Response {
  return new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    statusText,
    headers: { 'content-type': 'application/json' },
  });
}

describe('apiFetch', () => {
  const fetchMock = jest.fn<Promise<Response>, [RequestInfo | URL, RequestInit?]>();
  const realFetch = global.fetch;
  beforeEach(() => {
    fetchMock.mockReset();
    global.fetch = fetchMock as unknown as typeof fetch;
  });
  afterAll(() => {
    global.fetch = realFetch;
  });

  const sentInit = (): RequestInit => fetchMock.mock.calls[0]?.[1] ?? {};
  const sentHeaders = (): Record<string, string> => sentInit().headers as Record<string, string>;

  it('reads with session cookies and without the CSRF header', async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, [{ id: 1 }]));

    await expect(apiFetch('/api/categories')).resolves.toEqual([{ id: 1 }]);
    expect(sentInit()).toMatchObject({ method: 'GET', credentials: 'include' });
    expect(sentHeaders()['x-requested-with']).toBeUndefined();
  });

  it('writes JSON with the x-requested-with header the gateway requires', async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, { success: true }));

    await apiFetch('/api/admin/login', { method: 'POST', body: { username: 'admin', password: 'pw' } });
    expect(sentInit()).toMatchObject({
      method: 'POST',
      credentials: 'include',
      body: '{"username":"admin","password":"pw"}',
    });
    expect(sentHeaders()).toMatchObject({
      'x-requested-with': 'marketplace',
      'content-type': 'application/json',
    });
  });

  it('sends the CSRF header on a write without a body', async () => {
    fetchMock.mockResolvedValue(new Response(null, { status: 204 }));

    await expect(apiFetch('/api/admin/logout', { method: 'POST' })).resolves.toBeUndefined();
    expect(sentHeaders()['x-requested-with']).toBe('marketplace');
    expect(sentHeaders()['content-type']).toBeUndefined();
  });

  it("fails with the server's message and the status", async () => {
    fetchMock.mockResolvedValue(jsonResponse(401, { message: 'Invalid password' }, 'Unauthorized'));

    const error = await apiFetch('/api/auth/login', { method: 'POST', body: {} }).catch(
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ message: 'Invalid password', status: 401 });
  });

  it('fails with "<status>: <statusText>" when the server gives no message', async () => {
    fetchMock.mockResolvedValue(
      new Response('<html>Bad gateway</html>', { status: 502, statusText: 'Bad Gateway' }),
    );

    await expect(apiFetch('/api/categories')).rejects.toThrow('502: Bad Gateway');
  });

  it('lets a network failure through as it is, so callers can tell it from an HTTP error', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));

    const error = await apiFetch('/api/admin/login', { method: 'POST', body: {} }).catch(
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(TypeError);
    expect(error).not.toBeInstanceOf(ApiError);
  });
});
