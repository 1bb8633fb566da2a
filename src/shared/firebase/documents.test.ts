import { Timestamp } from 'firebase/firestore';
import { describe, expect, it } from 'vitest';
import { isInternalField, isoToTimestamp, timestampsToIso, toRecord } from './documents';

describe('document ⇄ record conversion', () => {
  it('turns Timestamps into ISO strings and leaves everything else alone', () => {
    const createdAt = Timestamp.fromDate(new Date('2026-03-01T09:30:00.000Z'));
    expect(timestampsToIso({ createdAt, title: 'Villa', images: [{ src: 'x' }], price: null })).toEqual({
      createdAt: '2026-03-01T09:30:00.000Z',
      title: 'Villa',
      images: [{ src: 'x' }],
      price: null,
    });
  });

  it('turns ISO strings back into Timestamps, and refuses nonsense', () => {
    expect(isoToTimestamp('2026-03-01T09:30:00.000Z').toDate().toISOString()).toBe('2026-03-01T09:30:00.000Z');
    expect(() => isoToTimestamp('gestern')).toThrow('Kein gültiger Zeitpunkt');
  });

  it('makes a record: id and metadata set, internal fields gone', () => {
    const record = toRecord({
      id: 'abc',
      data: {
        title: 'Villa',
        _keywords: ['v', 'vi'],
        createdAt: '2026-03-01T09:30:00.000Z',
        updatedAt: '2026-03-02T10:00:00.000Z',
        createdBy: 'a@b.de',
        updatedBy: null,
      },
    });
    expect(record).toEqual({
      id: 'abc',
      title: 'Villa',
      createdAt: '2026-03-01T09:30:00.000Z',
      updatedAt: '2026-03-02T10:00:00.000Z',
      createdBy: 'a@b.de',
      updatedBy: null,
    });
    expect(isInternalField('_keywords')).toBe(true);
    expect(isInternalField('title')).toBe(false);
  });

  it('copes with a document written by hand in the console: no times, no authors', () => {
    expect(toRecord({ id: 'agency', data: { companyName: 'Rheinkontor' } })).toEqual({
      id: 'agency',
      companyName: 'Rheinkontor',
      createdAt: '',
      updatedAt: '',
      createdBy: null,
      updatedBy: null,
    });
  });
});
