import { type Migration, sql } from 'kysely';

/**
 * The shipped FAQ in Kiswahili, keyed by the English question it translates (the entries' ids are generated
 * per database). Frozen with the migration that inserts it: a later change of wording is a migration of its own.
 */
export const FAQ_ENTRIES_SW: Record<string, { header: string; text: string }> = {
  'What is Lense?': {
    header: 'Lense ni nini?',
    text: 'Lense hukusanya picha za tukio lako, zako na za wageni wako, kwenye albamu. Panga albamu katika mikusanyiko, kisha uchapishe mkusanyiko kama tovuti yako mwenyewe.',
  },
  'How do my guests share their photos?': {
    header: 'Wageni wangu hushiriki picha zao vipi?',
    text: 'Shiriki kiungo cha wageni au msimbo wa QR wa albamu. Wageni hukifungua kwenye simu zao na kupakia picha na video zao; wewe ndiye unayechagua zipi zionekane.',
  },
  'Is there a free trial?': {
    header: 'Je, kuna kipindi cha majaribio bila malipo?',
    text: 'Ndiyo. Kila mpango huanza na siku 30 za majaribio bila malipo, na unaweza kughairi wakati wowote katika kipindi hicho.',
  },
  'Can I publish an album on my own website?': {
    header: 'Je, ninaweza kuchapisha albamu kwenye tovuti yangu mwenyewe?',
    text: 'Ndiyo. Unda tovuti kutoka kwenye mmoja wa mikusanyiko yako: itachapishwa kama jina-la-tovuti-yako kwenye kikoa chetu, pamoja na bango, ikoni na maelezo yako ya mawasiliano.',
  },
  'Can I sell my photos?': {
    header: 'Je, ninaweza kuuza picha zangu?',
    text: 'Ndiyo. Picha zinaweza kuwa za bure au za premium: weka bei kwa Ksh kwenye picha yoyote, na uongeze alama ya maji ili hakikisho za picha zibaki salama.',
  },
  'How are payments processed?': {
    header: 'Malipo hushughulikiwa vipi?',
    text: 'Malipo hupitia mifumo ya malipo inayotimiza viwango vya PCI DSS. Hatuhifadhi kamwe maelezo ya kadi yako.',
  },
  'How do I get support?': {
    header: 'Ninapataje msaada?',
    text: 'Timu yetu ya msaada inapatikana saa 24, siku 7 kwa wiki, kupitia gumzo, barua pepe na simu.',
  },
};

/**
 * The FAQ in Kiswahili: each entry's texts in another language than English sit beside it, the English rows
 * untouched. The shipped entries get their Kiswahili, found by their English question (an entry whose question
 * was reworded keeps English only).
 */
export const faqKiswahili: Migration = {
  async up(db) {
    await sql`CREATE TABLE faq_entry_translations (
      faq_entry_id uuid NOT NULL REFERENCES faq_entries(id) ON DELETE CASCADE,
      locale text NOT NULL CHECK (locale IN ('sw')),
      header text NOT NULL,
      text text NOT NULL,
      PRIMARY KEY (faq_entry_id, locale)
    )`.execute(db);
    for (const [english, swahili] of Object.entries(FAQ_ENTRIES_SW)) {
      await sql`INSERT INTO faq_entry_translations (faq_entry_id, locale, header, text)
        SELECT id, 'sw', ${swahili.header}, ${swahili.text} FROM faq_entries WHERE header = ${english}`.execute(
        db,
      );
    }
  },
  async down(db) {
    await sql`DROP TABLE IF EXISTS faq_entry_translations`.execute(db);
  },
};
