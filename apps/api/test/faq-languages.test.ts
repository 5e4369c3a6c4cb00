import { expect, it } from 'vitest';
import { FAQ_ENTRIES_SW } from '../src/db/faq-kiswahili-migration.ts';
import { FAQ_ENTRIES } from '../src/db/migrations.ts';
import { describeBackends } from './helpers/harness.ts';

type Entry = { id: string; header: string; text: string; show_on_lading_page: boolean };

describeBackends('the FAQ in the reader’s language', (h) => {
  const list = async (query: string) => {
    const res = await h.request({ method: 'GET', url: `/api/faqs${query}` });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().faqs as Entry[];
  };

  it('serves English by default and for lang=en, as shipped', async () => {
    const english = await list('');
    expect(await list('?lang=en')).toEqual(english);
    expect(english.map(({ header, text }) => ({ header, text }))).toEqual(
      FAQ_ENTRIES.map(({ header, text }) => ({ header, text })),
    );
  });

  it('serves Kiswahili for lang=sw: the same entries, flags and order, in Kiswahili', async () => {
    const english = await list('');
    const swahili = await list('?lang=sw');
    expect(swahili.map(({ id, show_on_lading_page }) => ({ id, show_on_lading_page }))).toEqual(
      english.map(({ id, show_on_lading_page }) => ({ id, show_on_lading_page })),
    );
    expect(swahili.map(({ header, text }) => ({ header, text }))).toEqual(
      english.map((entry) => FAQ_ENTRIES_SW[entry.header]),
    );
    expect(swahili[0]).toEqual({
      id: english[0]!.id,
      header: 'Lense ni nini?',
      text: expect.stringContaining('Lense hukusanya picha za tukio lako'),
      show_on_lading_page: true,
    });
    const landing = await list('?lang=sw&landing=true');
    expect(landing.length).toBeLessThan(swahili.length);
    expect(landing.every((entry) => entry.show_on_lading_page)).toBe(true);
    expect(landing.map((entry) => entry.header)).toContain('Je, kuna kipindi cha majaribio bila malipo?');
  });

  it('serves an entry not yet translated in English', async () => {
    const db = h.app.db;
    const added = await db
      .insertInto('faq_entries')
      .values({ header: 'Can I print a poster?', text: 'Yes, from the QR code page.', position: 100 })
      .returning('id')
      .executeTakeFirstOrThrow();
    try {
      const swahili = await list('?lang=sw');
      expect(swahili.at(-1)).toEqual({
        id: added.id,
        header: 'Can I print a poster?',
        text: 'Yes, from the QR code page.',
        show_on_lading_page: false,
      });
      expect(swahili[0]!.header).toBe('Lense ni nini?');
    } finally {
      await db.deleteFrom('faq_entries').where('id', '=', added.id).execute();
    }
  });

  it('refuses a language it does not speak with a validation error', async () => {
    for (const lang of ['fr', 'SW', 'sw-KE', '']) {
      const res = await h.request({ method: 'GET', url: `/api/faqs?lang=${lang}` });
      expect(res.statusCode, lang).toBe(400);
      expect(typeof res.json().error, lang).toBe('string');
    }
  });
});
