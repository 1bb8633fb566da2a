// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { REQUEST_FAILED, type StaffFetch } from '../../../shared/auth/staffFetch';
import { downloadPdf, fileNameOf } from './downloadPdf';

/** Answers as server/exposePdf/exposePdfRoutes.ts and server/firebase/staffGuard.ts send them (their tests check those). */
const pdfAnswer = () =>
  new Response('%PDF-1.7 …', {
    headers: {
      'content-type': 'application/pdf',
      'content-disposition': `inline; filename="Expose-RK-2026-077-Suelz-Entwurf.pdf"; filename*=UTF-8''Expos%C3%A9-RK-2026-077-Suelz-Entwurf.pdf`,
    },
  });
const json = (status: number, message: string) => new Response(JSON.stringify({ message }), { status, headers: { 'content-type': 'application/json; charset=utf-8' } });

let saved: { name: string; href: string }[];
const save = (event: Event) => {
  const link = event.target as HTMLAnchorElement;
  saved.push({ name: link.download, href: link.href });
  event.preventDefault();
};
// jsdom has no blob addresses; the browser's own are opaque strings like this one.
const createObjectURL = URL.createObjectURL;
beforeEach(() => {
  saved = [];
  URL.createObjectURL = () => 'blob:http://localhost/1';
  document.addEventListener('click', save);
});
afterEach(() => {
  URL.createObjectURL = createObjectURL;
  document.removeEventListener('click', save);
});

describe('the draft exposé download in Firebase mode', () => {
  it('saves the PDF under the server’s German file name', async () => {
    const asked: string[] = [];
    const staffFetch: StaffFetch = async (path) => (asked.push(path), pdfAnswer());
    await downloadPdf(staffFetch, '/api/properties/abc/expose.pdf', 'Expose-abc.pdf');
    expect(asked).toEqual(['/api/properties/abc/expose.pdf']);
    expect(saved).toEqual([{ name: 'Exposé-RK-2026-077-Suelz-Entwurf.pdf', href: 'blob:http://localhost/1' }]);
    expect(document.querySelector('a[download]')).toBeNull();
  });

  it('says in German why nothing was saved', async () => {
    const refusals: [Response | Error, string][] = [
      [json(503, 'Dem Server fehlt sein eigenes Firebase-Konto …'), 'Dem Server fehlt sein eigenes Firebase-Konto …'],
      [new Response('Dieses Exposé gibt es nicht oder nicht mehr.', { status: 404, headers: { 'content-type': 'text/plain; charset=utf-8' } }), 'Dieses Exposé gibt es nicht oder nicht mehr.'],
      [new Response('<html>Bad Gateway</html>', { status: 502, headers: { 'content-type': 'text/html' } }), REQUEST_FAILED],
      [new TypeError('Failed to fetch'), REQUEST_FAILED],
    ];
    for (const [answer, message] of refusals) {
      const staffFetch: StaffFetch = async () => {
        if (answer instanceof Error) throw answer;
        return answer;
      };
      await expect(downloadPdf(staffFetch, '/api/properties/abc/expose.pdf', 'Expose-abc.pdf')).rejects.toThrow(message);
    }
    expect(saved).toEqual([]);
  });

  it('reads the file name of either form', () => {
    expect(fileNameOf('inline; filename="Expose-RK-1.pdf"')).toBe('Expose-RK-1.pdf');
    expect(fileNameOf(`inline; filename="Expose-RK-1.pdf"; filename*=UTF-8''Expos%C3%A9-RK-1.pdf`)).toBe('Exposé-RK-1.pdf');
    expect(fileNameOf(`inline; filename="Expose-RK-1.pdf"; filename*=UTF-8''%E0%A4%A.pdf`)).toBe('Expose-RK-1.pdf');
    expect(fileNameOf(null)).toBeNull();
  });
});
