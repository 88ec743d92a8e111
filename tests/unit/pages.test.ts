import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { createElement } from 'react';
import { beforeAll, describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router';
import { STATIC_PAGE_SLUGS } from '../../src/domain/staticPages';
import { isPolicySlug } from '../../src/domain/policies';
import { pages as en } from '../../src/features/pages/content/en';
import { pages as ar } from '../../src/features/pages/content/ar';
import { loadPageContent } from '../../src/features/pages/loadPageContent';
import { StaticPage } from '../../src/features/pages/StaticPage';
import type { BundledPageSlug, PageContent } from '../../src/features/pages/content.types';

/** The pages whose text ships with the storefront; the business's own six come from the platform. */
const BUNDLED = STATIC_PAGE_SLUGS.filter((s): s is BundledPageSlug => !isPolicySlug(s));

/** Keys whose values are identifiers, not text: the same in every language. */
const IDENTIFIER_KEYS = new Set(['slug', 'updated', 'to']);
/** Whole strings that need no translation: e-mails, phone numbers, web addresses, numbers. */
const UNTRANSLATED = /^(?:[\w.+-]+@[\w-]+(?:\.[\w-]+)+|\+?[\d\s().-]+|https?:\/\/\S+)$/;
const ARABIC_LETTER = /[\u0621-\u064A]/;

interface Leaf {
  path: string;
  key: string;
  en: string;
  ar: string;
}

/** Walks both trees together; records every structural difference and every pair of strings. */
function compare(a: unknown, b: unknown, path: string, key: string, leaves: Leaf[], mismatches: string[]): void {
  if (typeof a === 'string' || typeof b === 'string') {
    if (typeof a === 'string' && typeof b === 'string') leaves.push({ path, key, en: a, ar: b });
    else mismatches.push(`${path}: ${typeof a} vs ${typeof b}`);
    return;
  }
  if (Array.isArray(a) || Array.isArray(b)) {
    if (!Array.isArray(a) || !Array.isArray(b) || a.length !== b.length) {
      mismatches.push(
        `${path}: ${Array.isArray(a) ? a.length : typeof a} entries vs ${Array.isArray(b) ? b.length : typeof b}`,
      );
      return;
    }
    a.forEach((item, i) => compare(item, b[i], `${path}[${i}]`, key, leaves, mismatches));
    return;
  }
  if (a && b && typeof a === 'object' && typeof b === 'object') {
    const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
    for (const k of keys) {
      const va = (a as Record<string, unknown>)[k];
      const vb = (b as Record<string, unknown>)[k];
      if (va === undefined || vb === undefined)
        mismatches.push(`${path}.${k}: present only in ${va === undefined ? 'ar' : 'en'}`);
      else compare(va, vb, `${path}.${k}`, k, leaves, mismatches);
    }
    return;
  }
  if (a !== b) mismatches.push(`${path}: ${String(a)} vs ${String(b)}`);
}

function allLeaves() {
  const leaves: Leaf[] = [];
  const mismatches: string[] = [];
  for (const slug of BUNDLED) compare(en[slug], ar[slug], slug, '', leaves, mismatches);
  return { leaves, mismatches };
}

function renderPage(content: PageContent) {
  i18n.loadAndActivate({ locale: content.locale, messages: {} });
  const rootRoute = createRootRoute({ component: () => createElement(StaticPage, { content }) });
  const router = createRouter({ routeTree: rootRoute, history: createMemoryHistory({ initialEntries: ['/'] }) });
  return render(createElement(I18nProvider, { i18n }, createElement(RouterProvider, { router })));
}

describe('static footer pages: content', () => {
  it('core §2 Footer static links: every page has English and Arabic content', () => {
    expect(STATIC_PAGE_SLUGS).toHaveLength(17);
    expect(BUNDLED).toHaveLength(11);
    for (const slug of BUNDLED) {
      for (const catalog of [en, ar]) {
        const page = catalog[slug];
        expect(page, slug).toBeDefined();
        expect(page.slug).toBe(slug);
        expect(page.title.trim().length, `${slug} title`).toBeGreaterThan(0);
        expect(page.intro.trim().length, `${slug} intro`).toBeGreaterThan(0);
        expect(page.sections.length, `${slug} sections`).toBeGreaterThanOrEqual(1);
        for (const section of page.sections) {
          expect(section.heading.trim().length, `${slug} heading`).toBeGreaterThan(0);
          expect(
            section.paragraphs.length + (section.items?.length ?? 0),
            `${slug} / ${section.heading}`,
          ).toBeGreaterThan(0);
        }
      }
    }
    expect(Object.keys(en).sort()).toEqual([...BUNDLED].sort());
    expect(Object.keys(ar).sort()).toEqual([...BUNDLED].sort());
  });

  it('core §2 Footer static links: Arabic pages have the same structure as the English ones', () => {
    const { leaves, mismatches } = allLeaves();
    expect(mismatches).toEqual([]);
    expect(leaves.length).toBeGreaterThan(150);
  });

  it('core §2 Footer static links: every Arabic string is translated, not copied (except e-mails, phones, URLs, numbers)', () => {
    const { leaves } = allLeaves();
    const text = leaves.filter((l) => !IDENTIFIER_KEYS.has(l.key));
    const copied = text.filter((l) => l.en === l.ar && !UNTRANSLATED.test(l.en)).map((l) => l.path);
    expect(copied).toEqual([]);
    const notArabic = text.filter((l) => !UNTRANSLATED.test(l.ar) && !ARABIC_LETTER.test(l.ar)).map((l) => l.path);
    expect(notArabic).toEqual([]);
    const latinWords = text
      .filter((l) => /[A-Za-z]{3,}/.test(l.ar.replace(/[\w.+-]+@[\w-]+(?:\.[\w-]+)+/g, '')))
      .map((l) => l.path);
    expect(latinWords).toEqual([]);
    for (const l of leaves.filter((x) => IDENTIFIER_KEYS.has(x.key))) expect(l.ar, l.path).toBe(l.en);
  });

  it('core §2 Footer static links: pages cover what customers ask about', () => {
    expect(en.faq.faq?.length ?? 0).toBeGreaterThanOrEqual(8);
    const faqText = (en.faq.faq ?? [])
      .map((f) => `${f.q} ${f.a}`)
      .join(' ')
      .toLowerCase();
    for (const topic of ['guest', 'free', 'wallet', 'loyalty', 'cancel', 'refund', 'prescription', 'order'])
      expect(faqText).toContain(topic);
    const contact = JSON.stringify(en.contact);
    expect(contact).toContain('support@example.com');
    expect(contact).toContain('+1 555 0100');
    expect(contact.toLowerCase()).toContain('signed in');
    expect(JSON.stringify(ar.contact)).toContain('support@example.com');
    expect(JSON.stringify(ar.contact)).toContain('+1 555 0100');
    for (const slug of ['vegetables', 'fruits', 'dairy', 'groceries'] as const) {
      expect(en[slug].cta?.to, slug).toBe('/home');
      expect(ar[slug].cta?.to, slug).toBe('/home');
    }
    for (const slug of ['cookies', 'payments', 'returns', 'faq'] as const) {
      expect(en[slug].sections.length + (en[slug].faq ? 1 : 0), slug).toBeGreaterThanOrEqual(slug === 'faq' ? 2 : 3);
      expect(en[slug].sections.length, slug).toBeLessThanOrEqual(6);
    }
    for (const slug of BUNDLED) {
      if (en[slug].updated)
        expect(new Date(`${en[slug].updated}T00:00:00Z`).toISOString().slice(0, 10), slug).toBe(en[slug].updated);
    }
  });
});

describe('static footer pages: loading', () => {
  it('core §2 Footer static links: the page text is loaded in the current language, English otherwise', async () => {
    const arabic = await loadPageContent('ar', 'returns');
    expect(arabic.locale).toBe('ar');
    expect(arabic.title).toBe(ar.returns.title);
    expect((await loadPageContent('ar-SA', 'faq')).title).toBe(ar.faq.title);
    const english = await loadPageContent('en', 'returns');
    expect(english).toMatchObject({ locale: 'en', title: en.returns.title });
    expect(await loadPageContent('fr', 'cookies')).toMatchObject({ locale: 'en', title: en.cookies.title });
    expect(await loadPageContent('', 'cookies')).toMatchObject({ locale: 'en' });
  });

  it('core §2 Footer static links: the texts are fetched on demand, never bundled into the first load', () => {
    const source = readFileSync(resolve(process.cwd(), 'src/features/pages/loadPageContent.ts'), 'utf8');
    expect(source).not.toMatch(/^import\s+(?!type\b)[^;]*from\s+'\.\/content\//m);
    expect(source).toContain("import('./content/en')");
    expect(source).toContain("import('./content/ar')");
  });
});

describe('static footer pages: rendering', () => {
  // jsdom has no scrolling; the router restores scroll on every navigation.
  beforeAll(() => {
    window.scrollTo = () => {};
  });

  it('core §2 Footer static links: a page renders one h1, an h2 per section, lists and contact links', async () => {
    renderPage({ ...en.contact, locale: 'en' });
    const article = await screen.findByTestId('static-page-contact');
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1, name: 'Contact us' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Support hours' })).toBeTruthy();
    expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(en.contact.sections.length);
    expect(within(article).getAllByRole('list').length).toBeGreaterThan(0);
    expect(screen.getByRole('link', { name: 'support@example.com' }).getAttribute('href')).toBe(
      'mailto:support@example.com',
    );
    expect(screen.getByRole('link', { name: '+1 555 0100' }).getAttribute('href')).toBe('tel:+15550100');
    expect(screen.getByRole('link', { name: 'Read the FAQ' }).getAttribute('href')).toBe('/faq');
    expect(screen.getByRole('link', { name: 'Back to home' }).getAttribute('href')).toBe('/home');
    expect(article.getAttribute('lang')).toBe('en');
    expect(document.title).toBe('Contact us');
  });

  it('core §2 Footer static links: the FAQ shows every question as a disclosure', async () => {
    renderPage({ ...en.faq, locale: 'en' });
    await screen.findByTestId('static-page-faq');
    expect(screen.getByRole('heading', { level: 2, name: 'Frequently asked questions' })).toBeTruthy();
    const disclosures = document.querySelectorAll('details');
    expect(disclosures).toHaveLength(en.faq.faq!.length);
    expect(disclosures[0]!.querySelector('summary')?.textContent).toBe(en.faq.faq![0]!.q);
    expect(disclosures[0]!.hasAttribute('open')).toBe(false);
  });

  it('core §2 Footer static links: an Arabic policy reads right to left with its last-updated date', async () => {
    renderPage({ ...ar.cookies, locale: 'ar' });
    const article = await screen.findByTestId('static-page-cookies');
    expect(article.getAttribute('dir')).toBe('rtl');
    expect(article.getAttribute('lang')).toBe('ar');
    expect(screen.getByRole('heading', { level: 1, name: ar.cookies.title })).toBeTruthy();
    const time = article.querySelector('time');
    expect(time?.getAttribute('dateTime')).toBe(ar.cookies.updated);
    expect(time?.textContent).toBe(
      new Intl.DateTimeFormat('ar', { dateStyle: 'long', timeZone: 'UTC', calendar: 'gregory' }).format(
        new Date('2025-01-01T00:00:00Z'),
      ),
    );
    expect(document.title).toBe(ar.cookies.title);
  });
});
