import { useEffect } from 'react';

/** The storefront's own name (index.html's application-name); a page's title goes back to it when it closes. */
export function appTitle(): string {
  return document.querySelector('meta[name="application-name"]')?.getAttribute('content') || 'Storefront';
}

/** The tab's title while a page is open: a product, a store, a footer page. */
export function useDocumentTitle(title: string | null | undefined): void {
  useEffect(() => {
    if (!title) return;
    document.title = title;
    return () => {
      document.title = appTitle();
    };
  }, [title]);
}
