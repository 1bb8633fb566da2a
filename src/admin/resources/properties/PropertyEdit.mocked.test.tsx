// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { StaffFetch } from '../../../shared/auth/staffFetch';
import { resourceList } from '../../../shared/resources/registry';
import { offer } from '../../../../test-support/firebase/records';
import { memoryDataProvider } from '../../../../test-support/admin/memoryDataProvider';
import { renderAdmin } from '../../../../test-support/admin/renderAdmin';
import { adminResources } from '../adminResources';

/** Firebase mode's request to the server with the ID token (idTokenFetch.ts), answered here as the server answers. */
const staffFetch = vi.fn<StaffFetch>();
vi.mock('../../../shared/firebase/browser/lazy', () => ({ loadFirebase: async () => ({ staffFetch }) }));

const stamps = { createdAt: '2026-03-01T10:00:00Z', updatedAt: '2026-03-01T10:00:00Z' };
const seed = {
  properties: [
    { id: 'p1', ...stamps, ...offer('Altbauwohnung in Sülz', { objectNumber: 'RK-1042' }) },
    { id: 'd1', ...stamps, ...offer('Penthouse am Rheinufer', { objectNumber: 'RK-2026-077', published: false }) },
  ],
};
const edit = (id: string) =>
  renderAdmin({ resources: adminResources, dataProvider: memoryDataProvider(resourceList, seed).provider, path: `/properties/${id}` });

let saved: string[];
/** What the browser would save: a click on a link with a download name (jsdom does not navigate). */
const save = (event: Event) => {
  if (!(event.target instanceof HTMLAnchorElement) || !event.target.download) return;
  saved.push(event.target.download);
  event.preventDefault();
};
const createObjectURL = URL.createObjectURL;
beforeAll(() => {
  window.scrollTo = () => {};
});
beforeEach(() => {
  saved = [];
  // jsdom has no blob addresses.
  URL.createObjectURL = () => 'blob:http://localhost/1';
  document.addEventListener('click', save);
});
afterEach(() => {
  cleanup();
  URL.createObjectURL = createObjectURL;
  document.removeEventListener('click', save);
  vi.unstubAllEnvs();
  staffFetch.mockReset();
});

describe('the exposé PDF in a property’s edit screen', () => {
  it('links the staff’s PDF in the embedded backend, an unpublished one as a draft', async () => {
    edit('d1');
    const link = await screen.findByRole('link', { name: 'Exposé-Entwurf als PDF (öffnet in neuem Tab)' });
    expect(link.getAttribute('href')).toBe('/api/properties/d1/expose.pdf');
  });

  it('in Firebase mode links a current offer’s public PDF', async () => {
    vi.stubEnv('VITE_BACKEND', 'firebase');
    edit('p1');
    const link = await screen.findByRole('link', { name: 'Exposé als PDF (öffnet in neuem Tab)' });
    expect(link.getAttribute('href')).toBe('/angebote/p1/expose.pdf');
  });

  it('in Firebase mode fetches a draft with the ID token and saves it, or says why not', async () => {
    vi.stubEnv('VITE_BACKEND', 'firebase');
    staffFetch.mockResolvedValueOnce(
      new Response('%PDF-1.7 …', {
        headers: {
          'content-type': 'application/pdf',
          'content-disposition': `inline; filename="Expose-RK-2026-077-Suelz-Entwurf.pdf"; filename*=UTF-8''Expos%C3%A9-RK-2026-077-Suelz-Entwurf.pdf`,
        },
      }),
    );
    edit('d1');
    const button = await screen.findByRole('button', { name: 'Exposé-Entwurf als PDF (wird heruntergeladen)' });
    fireEvent.click(button);
    await waitFor(() => expect(saved).toEqual(['Exposé-RK-2026-077-Suelz-Entwurf.pdf']));
    expect(staffFetch.mock.calls[0][0]).toBe('/api/properties/d1/expose.pdf');

    const reason = 'Dem Server fehlt sein eigenes Firebase-Konto (FIREBASE_MAIL_ACCOUNT und FIREBASE_MAIL_PASSWORD).';
    staffFetch.mockResolvedValueOnce(
      new Response(JSON.stringify({ message: reason }), { status: 503, headers: { 'content-type': 'application/json; charset=utf-8' } }),
    );
    fireEvent.click(button);
    expect(await screen.findByText(reason)).toBeTruthy();
    expect(saved).toHaveLength(1);
  });
});
