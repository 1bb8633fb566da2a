import { readListing, type ImportedListing } from './importListing';
import { ImportRefused } from './importRefused';
import { attribute, child, children, decodeXml, parseXml } from './xmlReader';

/** What an import needs of an OpenImmo document: plain data, so it can cross from a worker thread. */
export interface OpenImmoDocument {
  umfang: string;
  version?: string;
  listings: ImportedListing[];
}

/** Decodes, checks and reads an OpenImmo XML file; a file that is not one is refused (ImportRefused). */
export function readOpenImmoXml(xml: Uint8Array): OpenImmoDocument {
  const { name, node } = parseXml(decodeXml(Buffer.from(xml.buffer, xml.byteOffset, xml.byteLength)));
  if (name !== 'openimmo') throw new ImportRefused(`Das ist keine OpenImmo-Datei: Das Wurzelelement heißt „${name}“ statt „openimmo“.`);
  const uebertragung = child(node, 'uebertragung');
  const anbieter = children(node, 'anbieter');
  if (!uebertragung || anbieter.length === 0) throw new ImportRefused('Der OpenImmo-Datei fehlen „uebertragung“ oder „anbieter“.');
  return {
    umfang: attribute(uebertragung, 'umfang') ?? 'TEIL',
    version: attribute(uebertragung, 'version'),
    listings: anbieter.flatMap((provider) => children(provider, 'immobilie')).map(readListing),
  };
}
