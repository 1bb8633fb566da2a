// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { REQUEST_FAILED, type StaffFetch } from '../../../shared/auth/staffFetch';
import { downloadPdf, fileNameOf } from './downloadPdf';

// Saving a fetched PDF under the server's name: PropertyEdit.test.tsx.
describe('the draft exposé download in Firebase mode', () => {
  it('says in German why nothing was saved', async () => {
    const refusals: [Response | Error, string][] = [
      [
        new Response(JSON.stringify({ message: 'Ihr Zugang ist nicht für das Dashboard freigeschaltet.' }), {
          status: 403,
          headers: { 'content-type': 'application/json; charset=utf-8' },
        }),
        'Ihr Zugang ist nicht für das Dashboard freigeschaltet.',
      ],
      [
        new Response('Dieses Exposé gibt es nicht oder nicht mehr.', {
          status: 404,
          headers: { 'content-type': 'text/plain; charset=utf-8' },
        }),
        'Dieses Exposé gibt es nicht oder nicht mehr.',
      ],
      // A proxy's error page is nothing to show.
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
    expect(document.querySelector('a[download]')).toBeNull();
  });

  it('reads the file name of either form', () => {
    expect(fileNameOf('inline; filename="Expose-RK-1.pdf"')).toBe('Expose-RK-1.pdf');
    expect(fileNameOf(`inline; filename="Expose-RK-1.pdf"; filename*=UTF-8''Expos%C3%A9-RK-1.pdf`)).toBe('Exposé-RK-1.pdf');
    expect(fileNameOf(`inline; filename="Expose-RK-1.pdf"; filename*=UTF-8''%E0%A4%A.pdf`)).toBe('Expose-RK-1.pdf');
    expect(fileNameOf(null)).toBeNull();
  });
});
