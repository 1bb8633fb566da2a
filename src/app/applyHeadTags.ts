import { JSON_LD_TYPE, type HeadTag } from '../shared/meta/pageMeta';

/** After a client-side navigation, brings the document head in line with the new page. */
export function applyHeadTags(tags: HeadTag[], doc: Document = document) {
  // Structured data belongs to one page: drop the previous page's nodes, then add this page's.
  doc.head.querySelectorAll(`script[type="${JSON_LD_TYPE}"]`).forEach((script) => script.remove());
  for (const { tag, attributes, content } of tags) {
    // A preload helps only the first load of a page.
    if (attributes.rel === 'preload') continue;
    if (tag === 'title') {
      doc.title = content ?? '';
      continue;
    }
    if (tag === 'script') {
      const script = doc.createElement('script');
      script.type = attributes.type ?? JSON_LD_TYPE;
      script.textContent = content ?? '';
      doc.head.appendChild(script);
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
