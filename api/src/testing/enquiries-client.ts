import type { TestApp } from './test-app';

/** A complete enquiry as the screen sends it (JSON); `plan_id` is filled in by each test. */
export const enquiryBody = {
  name: 'Kiran Shah',
  phone: '+919811122233',
  plan_id: null as number | null,
  note: 'Asked about mornings',
  enquiry_date: '2026-03-04',
  status: 'New',
};

/** Enquiry requests with the signed-in admin's cookie, and the rows they leave behind. */
export function enquiriesClient(app: TestApp, cookie: string) {
  const send = (method: 'POST' | 'GET' | 'DELETE', url: string, payload?: unknown) =>
    app.inject({
      method,
      url,
      headers: { cookie },
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  return {
    add: (body: unknown) => send('POST', '/enquiries/add_enquiry', body),
    edit: (id: number | string, body: unknown) =>
      send('POST', `/enquiries/edit_enquiry/${id}`, body),
    get: (id: number | string) => send('GET', `/enquiries/${id}`),
    list: (query = '') => send('GET', `/enquiries/view_enquiries${query}`),
    remove: (id: number | string) => send('DELETE', `/enquiries/delete_enquiry/${id}`),
    /** Adds one and answers its id. */
    async create(overrides: Record<string, unknown> = {}): Promise<number> {
      const response = await send('POST', '/enquiries/add_enquiry', {
        ...enquiryBody,
        ...overrides,
      });
      if (response.statusCode !== 201)
        throw new Error(`add_enquiry answered ${response.statusCode}: ${response.body}`);
      return response.json().enquiry.id;
    },
    rows: () => app.db.selectFrom('enquiries').selectAll().orderBy('id').execute(),
  };
}
