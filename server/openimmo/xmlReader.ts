import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { ImportRefused } from './importRefused';

/** A parsed element: attributes as `@_name`, text as `#text`, every child element as an array. */
export type XmlNode = { [key: string]: XmlNode[] | string | undefined };

/** An XML file larger than this is not an export of one agency's stock. */
export const MAX_XML_BYTES = 50 * 1024 * 1024;

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@_',
  parseTagValue: false,
  parseAttributeValue: false,
  trimValues: true,
  alwaysCreateTextNode: true,
  // Every element is an array, so one or several of a kind read the same way.
  isArray: (_name, _path, _leaf, isAttribute) => !isAttribute,
  // The five XML entities and character references only: a DOCTYPE never gets this far (refuseDtd).
  processEntities: true,
  htmlEntities: false,
});

/**
 * A DTD is where external entities (XXE: reading the server's files) and entity expansion (billion laughs) live.
 * OpenImmo needs neither, so a file with a DOCTYPE or an ENTITY declaration is refused before any parser sees it.
 */
function refuseDtd(text: string) {
  const upper = text.toUpperCase();
  if (upper.includes('<!DOCTYPE') || upper.includes('<!ENTITY')) {
    throw new ImportRefused(
      'Die XML-Datei enthält eine DTD (DOCTYPE oder ENTITY). Aus Sicherheitsgründen liest der Import solche Dateien nicht; OpenImmo braucht keine.',
    );
  }
}

/** The encoding named in the XML declaration; OpenImmo files come as UTF-8 or ISO-8859-1. */
function declaredEncoding(bytes: Buffer): string {
  const head = bytes.subarray(0, 200).toString('latin1');
  const end = head.indexOf('?>');
  const declaration = head.startsWith('<?xml') && end !== -1 ? head.slice(0, end) : '';
  const at = declaration.indexOf('encoding=');
  if (at === -1) return 'utf-8';
  const quote = declaration[at + 9];
  const close = declaration.indexOf(quote, at + 10);
  return close === -1 ? 'utf-8' : declaration.slice(at + 10, close).toLowerCase();
}

const LATIN = new Set(['iso-8859-1', 'latin1', 'iso-8859-15', 'windows-1252', 'cp1252']);

/** The file's text in its declared encoding; bytes that are not valid UTF-8 in a UTF-8 file are refused. */
export function decodeXml(bytes: Buffer): string {
  if (bytes.length > MAX_XML_BYTES) throw new ImportRefused('Die XML-Datei ist größer als 50 MB.');
  const encoding = declaredEncoding(bytes);
  if (LATIN.has(encoding)) return new TextDecoder('windows-1252').decode(bytes);
  if (encoding !== 'utf-8' && encoding !== 'utf8')
    throw new ImportRefused(`Die Zeichenkodierung „${encoding}“ wird nicht unterstützt. Bitte exportieren Sie als UTF-8 oder ISO-8859-1.`);
  try {
    return new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(bytes);
  } catch {
    throw new ImportRefused('Die XML-Datei ist laut Kopfzeile UTF-8, enthält aber ungültige Zeichen.');
  }
}

/** The document's root element, after checking that the text is well-formed XML without a DTD. */
export function parseXml(text: string): { name: string; node: XmlNode } {
  refuseDtd(text);
  const valid = XMLValidator.validate(text);
  if (valid !== true) {
    const { line, col, msg } = valid.err;
    throw new ImportRefused(`Die Datei ist kein wohlgeformtes XML (Zeile ${line}, Spalte ${col}): ${msg}`);
  }
  const parsed = parser.parse(text) as XmlNode;
  const roots = Object.keys(parsed).filter((key) => key !== '?xml' && !key.startsWith('@_') && key !== '#text');
  if (roots.length !== 1) throw new ImportRefused('Die XML-Datei hat kein eindeutiges Wurzelelement.');
  const node = (parsed[roots[0]] as XmlNode[])[0];
  return { name: roots[0], node: typeof node === 'object' ? node : {} };
}

/** The first child element of that name. */
export function child(node: XmlNode | undefined, name: string): XmlNode | undefined {
  const list = node?.[name];
  if (!Array.isArray(list) || list.length === 0) return undefined;
  const first = list[0];
  return typeof first === 'object' ? first : {};
}

export function children(node: XmlNode | undefined, name: string): XmlNode[] {
  const list = node?.[name];
  return Array.isArray(list) ? list.map((item) => (typeof item === 'object' ? item : {})) : [];
}

/** An element's text, or undefined when it is missing or empty. */
export function textOf(node: XmlNode | undefined): string | undefined {
  const text = node?.['#text'];
  return typeof text === 'string' && text !== '' ? text : undefined;
}

/** The text of the child element at the end of `path`. */
export function textAt(node: XmlNode | undefined, ...path: string[]): string | undefined {
  let current = node;
  for (const name of path) current = child(current, name);
  return textOf(current);
}

export function attribute(node: XmlNode | undefined, name: string): string | undefined {
  const value = node?.[`@_${name}`];
  return typeof value === 'string' ? value : undefined;
}

/** The names of an element's child elements, in no particular order. */
export const childNames = (node: XmlNode | undefined) => Object.keys(node ?? {}).filter((key) => !key.startsWith('@_') && key !== '#text');
