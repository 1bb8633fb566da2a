// npm run firebase:indexes — writes firestore.indexes.json from the resource declarations.
import { writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { firestoreIndexes } from '../firebase/indexes';
import { resourceList } from '../../src/shared/resources/registry';

export const INDEX_FILE = resolve(import.meta.dirname, '../../firestore.indexes.json');

/** The file's exact text, so the unit test can compare byte for byte. */
export const indexFileText = () => `${JSON.stringify(firestoreIndexes(resourceList), null, 2)}\n`;

if (process.argv[1] && resolve(process.argv[1]) === resolve(import.meta.filename)) {
  writeFileSync(INDEX_FILE, indexFileText());
  const { indexes, fieldOverrides } = firestoreIndexes(resourceList);
  console.log(`firestore.indexes.json geschrieben: ${indexes.length} zusammengesetzte Indizes, ${fieldOverrides.length} Feldeinstellungen.`);
}
