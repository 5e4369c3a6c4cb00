import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import type { Locale } from '../rules/locale.ts';

/**
 * The FAQ in display order, in `locale`; `landingOnly` keeps the entries the landing page shows. The entries'
 * own rows are English (no translation row is ever 'en'); an entry not yet translated into `locale` is served
 * in English rather than left out.
 */
export async function faqList(db: Kysely<Database>, landingOnly: boolean, locale: Locale = 'en') {
  let query = db
    .selectFrom('faq_entries as entry')
    .leftJoin('faq_entry_translations as translation', (join) =>
      join.onRef('translation.faq_entry_id', '=', 'entry.id').on('translation.locale', '=', locale as 'sw'),
    )
    .select((eb) => [
      'entry.id',
      eb.fn.coalesce('translation.header', 'entry.header').as('header'),
      eb.fn.coalesce('translation.text', 'entry.text').as('text'),
      'entry.show_on_lading_page',
    ]);
  if (landingOnly) query = query.where('entry.show_on_lading_page', '=', true);
  return {
    faqs: await query.orderBy('entry.position').orderBy('entry.created_at').orderBy('entry.id').execute(),
  };
}
