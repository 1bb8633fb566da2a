// npm run firebase:generate — writes what Firebase mode derives from the resource declarations:
// firestore.indexes.json and the resources' part of firestore.rules.
import { readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { firestoreIndexes } from '../firebase/indexes';
import type { ResourceDefinition } from '../../src/shared/resources/defineResource';
import { resourceList } from '../../src/shared/resources/registry';
import { withGeneratedRules } from '../firebase/firestoreRules';

export const INDEX_FILE = resolve(import.meta.dirname, '../../firestore.indexes.json');
export const RULES_FILE = resolve(import.meta.dirname, '../../firestore.rules');

/** The files' exact texts, so tests can compare byte for byte (and try declarations the registry does not have). */
export const indexFileText = (resources: readonly ResourceDefinition[] = resourceList) =>
  `${JSON.stringify(firestoreIndexes(resources), null, 2)}\n`;
export const rulesFileText = (resources: readonly ResourceDefinition[] = resourceList) =>
  withGeneratedRules(readFileSync(RULES_FILE, 'utf8'), resources);

if (process.argv[1] && resolve(process.argv[1]) === resolve(import.meta.filename)) {
  writeFileSync(INDEX_FILE, indexFileText());
  writeFileSync(RULES_FILE, rulesFileText());
  const { indexes, fieldOverrides } = firestoreIndexes(resourceList);
  console.log(
    `firestore.indexes.json: ${indexes.length} composite indexes, ${fieldOverrides.length} field overrides; firestore.rules: ${resourceList.length} resources.`,
  );
}
