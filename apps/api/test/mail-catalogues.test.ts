import IntlMessageFormat from 'intl-messageformat';
import { describe, expect, it } from 'vitest';
import { formatShillings, INTL_LOCALES, MAIL_CATALOGUES, mailTexts } from '../src/mail/catalogue.ts';
import { guestDigestMail } from '../src/mail/messages.ts';

// The parser's element kinds (intl-messageformat's TYPE): an argument, a number, a date, a time, a select,
// a plural and a tag carry the name of what they show; select and plural have options holding more.
const NAMED = new Set([1, 2, 3, 4, 5, 6, 8]);
const PLURAL = 6;

interface Element {
  type: number;
  value?: unknown;
  options?: Record<string, { value: Element[] }>;
  children?: Element[];
}

/** The placeholders a message uses, and the plural categories each of its plurals names. */
function shapeOf(message: string, locale: string) {
  const placeholders = new Set<string>();
  const categories: string[][] = [];
  const walk = (elements: Element[]) => {
    for (const element of elements) {
      if (NAMED.has(element.type)) placeholders.add(String(element.value));
      if (element.type === PLURAL) categories.push(Object.keys(element.options ?? {}));
      for (const option of Object.values(element.options ?? {})) walk(option.value);
      if (element.children) walk(element.children);
    }
  };
  walk(new IntlMessageFormat(message, locale).getAst() as Element[]);
  return { placeholders: [...placeholders].sort(), categories };
}

describe('the mail catalogues', () => {
  const english = MAIL_CATALOGUES.en;
  const swahili = MAIL_CATALOGUES.sw;

  it('hold the same keys in English and Kiswahili', () => {
    expect(Object.keys(swahili).sort()).toEqual(Object.keys(english).sort());
  });

  it.each(Object.keys(english))('say %s in Kiswahili with the placeholders of the English', (key) => {
    const en = shapeOf(english[key as keyof typeof english], INTL_LOCALES.en);
    const sw = shapeOf(swahili[key as keyof typeof swahili], INTL_LOCALES.sw);
    expect(sw.placeholders).toEqual(en.placeholders);
    expect(swahili[key as keyof typeof swahili].trim()).not.toBe('');
    // Kiswahili's plural categories are one and other, like English's.
    for (const options of [...en.categories, ...sw.categories]) {
      expect(options).toContain('other');
      for (const option of options) expect(['one', 'other']).toContain(option);
    }
  });

  it('counts photos in each language, with verbs that agree', () => {
    const sw = mailTexts('sw');
    const en = mailTexts('en');
    expect(en('guestDigest.subject', { count: 1, title: 'Harusi' })).toBe('1 photo from guests in Harusi');
    expect(en('guestDigest.subject', { count: 3, title: 'Harusi' })).toBe('3 photos from guests in Harusi');
    expect(sw('guestDigest.subject', { count: 1, title: 'Harusi' })).toBe(
      'Picha 1 imepakiwa na wageni kwenye Harusi',
    );
    expect(sw('guestDigest.subject', { count: 3, title: 'Harusi' })).toBe(
      'Picha 3 zimepakiwa na wageni kwenye Harusi',
    );
    expect(sw('guestDigest.waiting', { waiting: 1 })).toContain('Picha 1 inasubiri');
    expect(sw('guestDigest.waiting', { waiting: 2 })).toContain('Picha 2 zinasubiri');
  });

  it('writes a Kiswahili digest whole: greeting, guests, review, sign-off', () => {
    const mail = guestDigestMail('owner@example.com', 'sw', 'Amina', 'http://web.test', {
      spaceId: 'space-1',
      title: 'Harambee',
      count: 5,
      names: ['Baraka', 'Chausiku', 'Daudi', 'Eshe'],
      waiting: 2,
    });
    expect(mail.subject).toBe('Picha 5 zimepakiwa na wageni kwenye Harambee');
    expect(mail.text).toBe(
      'Habari Amina,\n\n' +
        'Picha 5 zimepakiwa kwenye Harambee na Baraka, Chausiku, Daudi na mgeni mwingine 1. ' +
        'Picha 2 zinasubiri ukaguzi wako kabla mtu yeyote hajaziona.\n\n' +
        'Kagua picha: http://web.test/spaces/space-1/manage/review\n\n' +
        'Timu ya Lense',
    );
  });

  it('writes amounts as whole shillings through Intl', () => {
    expect(formatShillings('en', 1500)).toBe('Ksh 1,500');
    expect(formatShillings('sw', 1500)).toBe('Ksh 1,500');
    expect(formatShillings('sw', 251)).toBe('Ksh 251');
  });
});
