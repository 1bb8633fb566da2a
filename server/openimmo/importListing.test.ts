import { describe, expect, it } from 'vitest';
import { readListing } from './importListing';
import { parseXml } from './xmlReader';

/** A listing as other agency software writes it, with only what the commission depends on. */
function listingWith(preise: string, vermarktung = 'KAUF="true" MIETE_PACHT="false"') {
  const { node } = parseXml(`<immobilie>
    <objektkategorie><vermarktungsart ${vermarktung}/><objektart><wohnung/></objektart></objektkategorie>
    <preise>${preise}</preise>
    <freitexte><objekttitel>Wohnung</objekttitel></freitexte>
    <verwaltung_techn><objektnr_extern>X-1</objektnr_extern></verwaltung_techn>
  </immobilie>`);
  const { fields, warnings } = readListing(node);
  return {
    buyerCommission: fields.buyerCommission ?? null,
    buyerCommissionPercent: fields.buyerCommissionPercent ?? null,
    commission: fields.commission ?? null,
    warnings,
  };
}

describe("OpenImmo import of a sale's buyer's commission", () => {
  it('reads a percentage however it is written, with the note from courtage_hinweis', () => {
    for (const courtage of ['3,57 %', '3.57%', '3,57 % inkl. MwSt.', 'Käuferprovision: 3,57\u00a0% vom Kaufpreis'])
      expect(
        listingWith(`<aussen_courtage>${courtage}</aussen_courtage><courtage_hinweis>Fällig bei Beurkundung.</courtage_hinweis>`),
        courtage,
      ).toEqual({
        buyerCommission: 'prozent',
        buyerCommissionPercent: 3.57,
        commission: 'Fällig bei Beurkundung.',
        warnings: [],
      });
  });

  it('takes a text that names the equal split as Halbteilung', () => {
    expect(
      listingWith('<provisionspflichtig>true</provisionspflichtig><aussen_courtage>3,57 % je Seite (Halbteilung)</aussen_courtage>'),
    ).toMatchObject({
      buyerCommission: 'halbteilung',
      buyerCommissionPercent: 3.57,
      commission: null,
    });
    expect(listingWith('<aussen_courtage>2,975 % inkl. MwSt., geteilt nach § 656c BGB</aussen_courtage>')).toMatchObject({
      buyerCommission: 'halbteilung',
      buyerCommissionPercent: 2.975,
    });
  });

  it('reads provisionspflichtig false as free of commission for the buyer, whatever the text says', () => {
    expect(listingWith('<provisionspflichtig>false</provisionspflichtig><aussen_courtage>keine</aussen_courtage>')).toEqual({
      buyerCommission: 'provisionsfrei',
      buyerCommissionPercent: null,
      commission: null,
      warnings: [],
    });
    expect(
      listingWith('<provisionspflichtig>0</provisionspflichtig><courtage_hinweis>Der Verkäufer trägt die Provision.</courtage_hinweis>'),
    ).toMatchObject({
      buyerCommission: 'provisionsfrei',
      commission: 'Der Verkäufer trägt die Provision.',
    });
  });

  it('keeps a text without a readable percentage as the note', () => {
    expect(listingWith('<aussen_courtage>nach Vereinbarung</aussen_courtage><courtage_hinweis>anderes</courtage_hinweis>')).toEqual({
      buyerCommission: null,
      buyerCommissionPercent: null,
      commission: 'nach Vereinbarung',
      warnings: [],
    });
    expect(listingWith('')).toMatchObject({ buyerCommission: null, commission: null });
  });

  it('refuses a percentage above 10 % with a German warning and keeps the text as the note', () => {
    const read = listingWith('<aussen_courtage>12,5 % inkl. MwSt.</aussen_courtage>');
    expect(read).toMatchObject({ buyerCommission: null, buyerCommissionPercent: null, commission: '12,5 % inkl. MwSt.' });
    expect(read.warnings).toEqual([
      'Die Käuferprovision von 12,5 % liegt nicht zwischen 0 und 10 % und wurde nur als Provisionshinweis übernommen; bitte prüfen Sie sie im Dashboard.',
    ]);
    expect(listingWith('<aussen_courtage>100 %</aussen_courtage>')).toMatchObject({ buyerCommission: null, commission: '100 %' });
  });

  it("reads a rental's aussen_courtage as the tenant's commission text, nothing structured", () => {
    expect(listingWith('<aussen_courtage>2 Nettokaltmieten, 10 % Nachlass</aussen_courtage>', 'KAUF="false" MIETE_PACHT="true"')).toEqual({
      buyerCommission: null,
      buyerCommissionPercent: null,
      commission: '2 Nettokaltmieten, 10 % Nachlass',
      warnings: [],
    });
  });
});
