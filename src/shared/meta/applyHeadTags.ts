import type { HeadTag } from './pageMeta';

/** After a client-side navigation, brings the document head in line with the new page. */
export function applyHeadTags(tags: HeadTag[], doc: Document = document) {
  for (const { tag, attributes, content } of tags) {
    if (tag === 'title') {
      doc.title = content ?? '';
      continue;
    }
    const key = attributes.property ? 'property' : attributes.name ? 'name' : 'rel';
    const selector = `${tag}[${key}="${attributes[key]}"]`;
    let element = doc.head.querySelector(selector);
    if (!element) {
      element = doc.createElement(tag);
      doc.head.appendChild(element);
    }
    for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
  }
  // A robots tag belongs only to pages that ask for one.
  if (!tags.some((tag) => tag.attributes.name === 'robots')) doc.head.querySelector('meta[name="robots"]')?.remove();
}
