import { useEffect } from 'react';
import { company } from '@shop/settings';
import { documentTitle, type PageMeta } from '@shop/settings/routes';

const setMeta = (selector: string, create: () => HTMLElement, attribute: string, value: string) => {
  let element = document.head.querySelector<HTMLElement>(selector);
  if (!element) {
    element = create();
    document.head.append(element);
  }
  element.setAttribute(attribute, value);
};

/**
 * Keeps the head in step on client-side navigation with what the server sends on a full load
 * (apps/api/src/routes/web.ts): title, description, keywords, canonical link and Open Graph title.
 */
export function usePageMeta(meta: (Pick<PageMeta, 'title' | 'description' | 'canonical'> & { keywords?: readonly string[] }) | undefined) {
  const title = meta?.title;
  const description = meta?.description;
  const canonical = meta?.canonical;
  const keywords = meta?.keywords?.join(', ') ?? '';
  useEffect(() => {
    if (!title) return;
    // An article's keywords (spec-2 §2.19); a page without any must not keep the previous article's.
    if (keywords) setMeta('meta[name="keywords"]', () => Object.assign(document.createElement('meta'), { name: 'keywords' }), 'content', keywords);
    else document.head.querySelector('meta[name="keywords"]')?.remove();
    document.title = documentTitle(title, company.name);
    if (description) {
      setMeta('meta[name="description"]', () => Object.assign(document.createElement('meta'), { name: 'description' }), 'content', description);
      setMeta('meta[property="og:description"]', () => createProperty('og:description'), 'content', description);
    }
    setMeta('meta[property="og:title"]', () => createProperty('og:title'), 'content', title);
    const link = document.head.querySelector<HTMLLinkElement>('link[rel="canonical"]');
    if (link) link.href = new URL(canonical ?? window.location.pathname, link.href).href;
  }, [title, description, canonical, keywords]);
}

function createProperty(property: string) {
  const element = document.createElement('meta');
  element.setAttribute('property', property);
  return element;
}
