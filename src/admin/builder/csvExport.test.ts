import { describe, expect, it } from 'vitest';
import { inquiries } from '../../shared/resources/inquiries';
import { csvCell, csvTable, toCsv } from './csvExport';

describe('CSV export', () => {
  it('writes what German spreadsheets read: BOM, semicolons, CRLF, quotes where needed', () => {
    expect(toCsv(['Name', 'Ort'], [['Müller; Söhne', 'Köln "Süd"']])).toBe('\uFEFFName;Ort\r\n"Müller; Söhne";"Köln ""Süd"""');
  });

  it('defuses text that a spreadsheet would run as a formula', () => {
    expect(csvCell('=HYPERLINK("http://example.com")')).toBe(`"'=HYPERLINK(""http://example.com"")"`);
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvCell('-1')).toBe('-1');
  });

  it('uses the declared labels and readable values, references by their title', () => {
    const { header, rows } = csvTable(
      inquiries,
      [
        {
          id: 'i1',
          name: 'Jana Krüger',
          email: 'jana@example.de',
          topic: 'besichtigung',
          property: 'p1',
          message: 'Hallo',
          privacyConsent: true,
          status: 'neu',
          createdAt: '2026-03-02T09:30:00Z',
        },
      ],
      new Map([['property', { p1: { id: 'p1', title: 'Altbau in Sülz' } }]]),
    );
    expect(header.slice(0, 4)).toEqual(['Name', 'E-Mail', 'Telefon', 'Anliegen']);
    const cell = (label: string) => rows[0][header.indexOf(label)];
    expect(rows[0].slice(0, 6)).toEqual(['Jana Krüger', 'jana@example.de', '', 'Besichtigung vereinbaren', 'Altbau in Sülz', 'Hallo']);
    expect(cell(inquiries.fields.find((field) => field.name === 'privacyConsent')!.label)).toBe('Ja');
    expect(cell(inquiries.fields.find((field) => field.name === 'status')!.label)).toBe('Neu');
    expect(rows[0].at(-2)).toMatch(/^02\.03\.2026, \d\d:30$/);
  });
});
