/** An XML element as the exporter builds it: attributes, then either text or child elements. */
export interface XmlElement {
  name: string;
  attributes: Record<string, string>;
  children: XmlElement[];
  text?: string;
}

type Child = XmlElement | null | undefined | false | '';

/** An element with children; empty slots (null, undefined, false) are left out, so optional parts read inline. */
export function el(name: string, attributes: Record<string, string | undefined> = {}, children: Child[] = []): XmlElement {
  const defined = Object.fromEntries(Object.entries(attributes).filter((entry): entry is [string, string] => entry[1] !== undefined));
  return { name, attributes: defined, children: children.filter((child): child is XmlElement => Boolean(child)) };
}

/** An element holding text, or nothing when the value is empty: OpenImmo leaves unknown values out. */
export function textEl(
  name: string,
  value: string | number | boolean | null | undefined,
  attributes: Record<string, string | undefined> = {},
): XmlElement | null {
  if (value === null || value === undefined || value === '') return null;
  return { ...el(name, attributes), text: String(value) };
}

/** An element with children that is itself left out when it has none (an empty `<flaechen/>` says nothing). */
export function groupEl(name: string, children: Child[], attributes: Record<string, string | undefined> = {}): XmlElement | null {
  const element = el(name, attributes, children);
  return element.children.length > 0 ? element : null;
}

// Text and attribute values escaped for XML 1.0; characters XML 1.0 cannot hold at all (most C0 controls) are dropped.
const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;', '\r': '&#13;' };
function escape(value: string): string {
  let out = '';
  for (const char of value) {
    const code = char.codePointAt(0)!;
    if (code < 0x20 && char !== '\n' && char !== '\t' && char !== '\r') continue;
    if (code === 0xfffe || code === 0xffff) continue;
    out += ESCAPES[char] ?? char;
  }
  return out;
}

function write(element: XmlElement, depth: number, out: string[]) {
  const indent = '  '.repeat(depth);
  const attributes = Object.entries(element.attributes)
    .map(([key, value]) => ` ${key}="${escape(value)}"`)
    .join('');
  if (element.text !== undefined) {
    out.push(`${indent}<${element.name}${attributes}>${escape(element.text)}</${element.name}>`);
  } else if (element.children.length === 0) {
    out.push(`${indent}<${element.name}${attributes}/>`);
  } else {
    out.push(`${indent}<${element.name}${attributes}>`);
    for (const child of element.children) write(child, depth + 1, out);
    out.push(`${indent}</${element.name}>`);
  }
}

/** The document as UTF-8 text with an XML declaration, indented for people who open it. */
export function serializeXml(root: XmlElement): string {
  const out = ['<?xml version="1.0" encoding="UTF-8"?>'];
  write(root, 0, out);
  return `${out.join('\n')}\n`;
}

/** One element alone, without declaration: a listing's fingerprint is taken from it. */
export function serializeElement(element: XmlElement): string {
  const out: string[] = [];
  write(element, 0, out);
  return out.join('\n');
}
