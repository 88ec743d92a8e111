export { ensureGuestId } from './guest';

/** The request with `guest_id` in its query (reads, deletes) or in its JSON or multipart body (writes). */
export async function withGuestId(request: Request, guestId: string): Promise<Request> {
  const url = new URL(request.url);
  const type = request.headers.get('Content-Type') ?? '';
  const hasBody = request.body !== null && (type.includes('json') || type.includes('multipart/form-data'));
  if (!hasBody) {
    if (url.searchParams.has('guest_id')) return request;
    url.searchParams.set('guest_id', guestId);
    return new Request(url, { method: request.method, headers: request.headers, signal: request.signal });
  }
  if (type.includes('json')) {
    const body: unknown = JSON.parse((await request.clone().text()) || '{}');
    if (!body || typeof body !== 'object' || Array.isArray(body) || 'guest_id' in body) return request;
    return new Request(request, { body: JSON.stringify({ ...body, guest_id: guestId }) });
  }
  const form = await request.clone().formData();
  if (form.has('guest_id')) return request;
  form.set('guest_id', guestId);
  // A new multipart body has a new boundary: the old Content-Type must not go along.
  const headers = new Headers(request.headers);
  headers.delete('Content-Type');
  return new Request(request.url, { method: request.method, headers, body: form, signal: request.signal });
}
