import { listSearchParams, type PublicDataSource } from '../shared/data/publicData';

class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

/** The browser's public data source: the REST API, as a visitor sees it. */
export const httpPublicData: PublicDataSource = {
  async getList(resource, params) {
    const response = await fetch(`/api/${resource}?${listSearchParams(params)}`, { headers: { accept: 'application/json' } });
    if (!response.ok) throw new ApiError(response.status, `GET /api/${resource} failed with ${response.status}`);
    const range = response.headers.get('Content-Range') ?? '';
    return { data: await response.json(), total: Number(range.split('/').pop()) || 0 };
  },
  async getOne(resource, id) {
    const response = await fetch(`/api/${resource}/${encodeURIComponent(id)}`, { headers: { accept: 'application/json' } });
    if (response.status === 404 || response.status === 401 || response.status === 403) return null;
    if (!response.ok) throw new ApiError(response.status, `GET /api/${resource}/${id} failed with ${response.status}`);
    return response.json();
  },
};
