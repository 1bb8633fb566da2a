import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDatabase } from '../server/db/database';
import { DocumentStore } from '../server/db/documentStore';
import { DB_FILE } from '../server/ops/backup';
import { cologneDistricts } from '../src/shared/resources/choices/districts';
import { resourceList } from '../src/shared/resources/registry';

/** A scratch data directory with `properties` offers and `inquiries` leads, written in one transaction. */
export function scratchDatabase(properties: number, inquiries: number): string {
  const dataDir = mkdtempSync(join(tmpdir(), `bench-${properties}-`));
  const db = openDatabase(join(dataDir, DB_FILE));
  const store = new DocumentStore(db);
  store.ensureIndexes(resourceList);
  const ids: string[] = [];
  db.transaction(() => {
    for (let n = 0; n < properties; n++) {
      const rent = n % 2 === 0;
      const area = 40 + (n % 160);
      const district = cologneDistricts[n % cologneDistricts.length].id;
      const record = store.create(
        'properties',
        {
          title: `${2 + (n % 4)}-Zimmer-Wohnung Nr. ${n} in ${district}`,
          marketingType: rent ? 'miete' : 'kauf',
          usage: 'wohnen',
          objectType: n % 5 === 0 ? 'haus' : 'wohnung',
          status: n % 7 === 0 ? 'reserviert' : 'verfuegbar',
          published: n % 10 !== 0,
          postcode: '50937',
          city: 'Köln',
          district,
          price: rent ? null : area * (4000 + (n % 35) * 100),
          coldRent: rent ? area * (11 + (n % 6)) : null,
          livingArea: area,
          rooms: 2 + (n % 4),
          energyCertificateType: 'liegt-nicht-vor',
          features: n % 3 === 0 ? ['balkon'] : [],
          images: [],
        },
        'bench',
      );
      ids.push(record.id);
    }
    for (let n = 0; n < inquiries; n++) {
      store.create(
        'inquiries',
        { name: `Interessent ${n}`, email: `person${n}@example.de`, topic: 'expose', property: ids[n % ids.length], message: 'Bitte senden Sie mir das Exposé.', privacyConsent: true, status: 'neu' },
        null,
      );
    }
  })();
  db.close();
  return dataDir;
}
