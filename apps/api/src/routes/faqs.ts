import { Type } from 'typebox';
import type { RoutePlugin } from '../context.ts';
import { FaqEntry } from '../faqs/faq-entry.ts';
import { faqList } from '../faqs/faq-list.ts';
import { errorResponses } from '../http/errors.ts';
import { LocaleSchema } from '../rules/locale.ts';

/** The public FAQ. */
export const faqRoutes: RoutePlugin = async (app, { ctx }) => {
  app.get(
    '/faqs',
    {
      schema: {
        tags: ['faq'],
        summary:
          'FAQ entries in display order, in the language `lang` (English by default); `landing=true` keeps those ' +
          'shown on the landing page',
        querystring: Type.Object({
          landing: Type.Optional(Type.Boolean()),
          lang: Type.Optional(
            LocaleSchema(
              "The reader's language, 'en' (the default) or 'sw'; an entry not yet translated is English.",
            ),
          ),
        }),
        response: { 200: Type.Object({ faqs: Type.Array(FaqEntry) }), ...errorResponses(400) },
      },
    },
    async (request) => faqList(ctx.db, request.query.landing === true, request.query.lang ?? 'en'),
  );
};
