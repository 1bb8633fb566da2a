import sanitizeHtml from 'sanitize-html';
import type { ResourceDefinition } from '../../src/shared/resources/defineResource';

/**
 * Rich text is stored only as this allow-list of tags and attributes, so even a staff account
 * cannot store a script in a property description (stored XSS).
 */
const options: sanitizeHtml.IOptions = {
  allowedTags: ['p', 'br', 'strong', 'b', 'em', 'i', 'u', 's', 'ul', 'ol', 'li', 'h2', 'h3', 'h4', 'blockquote', 'a'],
  allowedAttributes: { a: ['href', 'title', 'target', 'rel'] },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  transformTags: {
    // Links that open elsewhere never get access to this page.
    a: (tagName, attribs) => ({
      tagName,
      attribs: attribs.target === '_blank' ? { ...attribs, rel: 'noopener noreferrer' } : attribs,
    }),
  },
};

export const sanitizeRichText = (html: string) => sanitizeHtml(html, options);

/** Cleans every rich-text field of a validated record before it is stored. */
export function sanitizeRecord(resource: ResourceDefinition, data: Record<string, unknown>): Record<string, unknown> {
  const cleaned = { ...data };
  for (const field of resource.fields) {
    const value = cleaned[field.name];
    if (field.type === 'richText' && typeof value === 'string') cleaned[field.name] = sanitizeRichText(value);
  }
  return cleaned;
}
