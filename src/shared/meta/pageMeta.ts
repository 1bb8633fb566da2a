import type { PublicDataCache } from '../data/publicDataCache';
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
  /**
   * schema.org nodes for this page, each written as one JSON-LD script. A function, because
   * structured data needs absolute URLs and only the renderer knows the site's origin.
   */
  structuredData?: (absolute: (path: string) => string) => JsonLd[];
  /**
   * The picture that is the page's largest content (an exposé's title image, the hero): preloaded
   * with high priority from <head>, before the browser reaches the <img> in the body.
   */
  preloadImage?: PreloadImage;
}

export interface PreloadImage {
  href: string;
  srcset?: string;
  /** The `sizes` of the <img>, so the browser preloads the variant it will use. */
  sizes?: string;
  /** Only for screens where the picture is shown. */
  media?: string;
}

export type JsonLd = Record<string, unknown>;

export interface MetaArgs {
  params: Params;
  cache: PublicDataCache;
  pathname: string;
  /** The query string ("?vermarktung=miete"), or "". */
  search: string;
}

export type MetaFunction = (args: MetaArgs) => PageMeta;

export const DEFAULT_SHARE_IMAGE = '/og-image.png';

export const JSON_LD_TYPE = 'application/ld+json';

export interface HeadTag {
  tag: 'title' | 'meta' | 'link' | 'script';
  attributes: Record<string, string>;
  content?: string;
}

/** The head of every page: title, German description, Open Graph and Twitter card. */
export function headTags(meta: PageMeta, { origin, pathname }: { origin: string; pathname: string }): HeadTag[] {
  const title = pageTitle(meta.title);
  const description = meta.description ?? brand.description;
  const image = new URL(meta.image ?? DEFAULT_SHARE_IMAGE, origin).href;
  const url = new URL(pathname, origin).href;
  const absolute = (path: string) => new URL(path, origin).href;
  const property = (name: string, content: string): HeadTag => ({ tag: 'meta', attributes: { property: name, content } });
  const named = (name: string, content: string): HeadTag => ({ tag: 'meta', attributes: { name, content } });
  const preload = meta.preloadImage;
  return [
    { tag: 'title', attributes: {}, content: title },
    ...(preload
      ? [
          {
            tag: 'link' as const,
            attributes: {
              rel: 'preload',
              as: 'image',
              href: preload.href,
              ...(preload.srcset ? { imagesrcset: preload.srcset } : {}),
              ...(preload.sizes ? { imagesizes: preload.sizes } : {}),
              ...(preload.media ? { media: preload.media } : {}),
              fetchpriority: 'high',
            },
          },
        ]
      : []),
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
    ...(meta.structuredData?.(absolute) ?? []).map((node): HeadTag => ({
      tag: 'script',
      attributes: { type: JSON_LD_TYPE },
      content: JSON.stringify(node),
    })),
  ];
}

const escapeHtml = (value: string) => value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** JSON inside <script> must not contain "</script>" or "<!--": escaping "<" keeps it valid JSON. */
export const scriptSafeJson = (json: string) =>
  json
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

export function renderHeadTags(tags: HeadTag[]): string {
  return tags
    .map(({ tag, attributes, content }) => {
      const attrs = Object.entries(attributes)
        .map(([key, value]) => ` ${key}="${escapeHtml(value)}"`)
        .join('');
      if (tag === 'title') return `<title>${escapeHtml(content ?? '')}</title>`;
      if (tag === 'script') return `<script${attrs}>${scriptSafeJson(content ?? '')}</script>`;
      return `<${tag}${attrs}>`;
    })
    .join('\n    ');
}
