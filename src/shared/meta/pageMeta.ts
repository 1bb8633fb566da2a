import type { QueryClient } from '@tanstack/react-query';
import type { Params } from 'react-router';
import { brand, pageTitle } from '../brand/brand';

/** What a page says about itself to search engines and link previews. */
export interface PageMeta {
  title?: string;
  description?: string;
  /** Absolute or site-relative; JPG, PNG or WebP (no SVG for sharing cards). */
  image?: string;
  robots?: string;
  type?: 'website' | 'article';
}

export interface MetaArgs {
  params: Params;
  queryClient: QueryClient;
  pathname: string;
}

export type MetaFunction = (args: MetaArgs) => PageMeta;

export const DEFAULT_SHARE_IMAGE = '/og-image.png';

export interface HeadTag {
  tag: 'title' | 'meta' | 'link';
  attributes: Record<string, string>;
  content?: string;
}

/** The head of every page: title, German description, Open Graph and Twitter card. */
export function headTags(meta: PageMeta, { origin, pathname }: { origin: string; pathname: string }): HeadTag[] {
  const title = pageTitle(meta.title);
  const description = meta.description ?? brand.description;
  const image = new URL(meta.image ?? DEFAULT_SHARE_IMAGE, origin).href;
  const url = new URL(pathname, origin).href;
  const property = (name: string, content: string): HeadTag => ({ tag: 'meta', attributes: { property: name, content } });
  const named = (name: string, content: string): HeadTag => ({ tag: 'meta', attributes: { name, content } });
  return [
    { tag: 'title', attributes: {}, content: title },
    named('description', description),
    ...(meta.robots ? [named('robots', meta.robots)] : []),
    { tag: 'link', attributes: { rel: 'canonical', href: url } },
    property('og:title', title),
    property('og:description', description),
    property('og:type', meta.type ?? 'website'),
    property('og:url', url),
    property('og:image', image),
    property('og:site_name', brand.name),
    property('og:locale', brand.locale),
    named('twitter:card', 'summary_large_image'),
    named('twitter:title', title),
    named('twitter:description', description),
    named('twitter:image', image),
  ];
}

const escapeHtml = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

export function renderHeadTags(tags: HeadTag[]): string {
  return tags
    .map(({ tag, attributes, content }) => {
      const attrs = Object.entries(attributes)
        .map(([key, value]) => ` ${key}="${escapeHtml(value)}"`)
        .join('');
      return tag === 'title' ? `<title>${escapeHtml(content ?? '')}</title>` : `<${tag}${attrs}>`;
    })
    .join('\n    ');
}
