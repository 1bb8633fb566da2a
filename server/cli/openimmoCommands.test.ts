import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { properties } from '../../src/shared/resources/properties';
import { mediaFolderImages } from '../exposePdf/pdfImages';
import { publishedOffers } from '../openimmo/sqliteSource';
import { emptyInstance, seededInstance, type Instance } from '../../test-support/openimmo/instance';
import { runOpenImmoCli } from './openimmoCommands';

let source: Instance;
let target: Instance;
let folder: string;

function cli(instance: Instance) {
  const out: string[] = [];
  const err: string[] = [];
  const run = (...argv: string[]) =>
    runOpenImmoCli(argv, {
      db: instance.db,
      store: instance.store,
      mediaDir: instance.mediaDir,
      imageBytes: mediaFolderImages(instance.mediaDir),
      out: (line) => out.push(line),
      err: (line) => err.push(line),
    });
  return { run, out, err };
}

beforeAll(async () => {
  source = await seededInstance();
  target = emptyInstance();
  folder = mkdtempSync(join(tmpdir(), 'openimmo-cli-'));
}, 120_000);
afterAll(() => {
  source?.close();
  target?.close();
  rmSync(folder, { recursive: true, force: true });
});

describe('npm run openimmo', () => {
  it('exports every published offer and imports the file elsewhere, first as a dry run', async () => {
    const file = join(folder, 'bestand.zip');
    const exporter = cli(source);
    expect(await exporter.run('export', file)).toBe(0);
    expect(exporter.out).toEqual([`${file} geschrieben: alle veröffentlichten Angebote (VOLL).`]);
    const offers = publishedOffers(source.store).length;

    const importer = cli(target);
    expect(await importer.run('import', file, '--dry-run')).toBe(0);
    expect(importer.out[0]).toBe('Probelauf: Es wurde nichts gespeichert.');
    expect(target.store.count(properties.name)).toBe(0);
    expect(await importer.run('import', file)).toBe(0);
    expect(importer.out.at(-1)).toBe(`Angelegt: ${offers}, aktualisiert: 0, gelöscht: 0, übersprungen: 0.`);
    expect(target.store.count(properties.name)).toBe(offers);
  }, 120_000);

  it('says in German why a file is refused, and what the arguments are', async () => {
    const file = join(folder, 'kaputt.xml');
    writeFileSync(file, '<openimmo><anbieter>');
    const importer = cli(target);
    expect(await importer.run('import', file)).toBe(1);
    expect(importer.err[0]).toMatch(/^Import abgewiesen, nichts wurde gespeichert: Die Datei ist kein wohlgeformtes XML/);
    expect(await importer.run('export', join(folder, 'x.zip'), '--portal', 'Gibt es nicht')).toBe(1);
    expect(importer.err[1]).toBe('Ein Portal „Gibt es nicht“ gibt es nicht. Vorhanden: keines.');
    expect(await importer.run('hilfe')).toBe(2);
    expect(importer.err[2]).toContain('npm run openimmo -- export');
  });
});
