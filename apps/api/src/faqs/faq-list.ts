import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';

/** The FAQ in display order; `landingOnly` keeps the entries the landing page shows. */
export async function faqList(db: Kysely<Database>, landingOnly: boolean) {
  let query = db.selectFrom('faq_entries').select(['id', 'header', 'text', 'show_on_lading_page']);
  if (landingOnly) query = query.where('show_on_lading_page', '=', true);
  return { faqs: await query.orderBy('position').orderBy('created_at').orderBy('id').execute() };
}
