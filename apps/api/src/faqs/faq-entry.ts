import { Type } from 'typebox';

/** An FAQ entry; `show_on_lading_page` (spelled as the product spells it) flags landing-page entries. */
export const FaqEntrySchema = Type.Object(
  {
    id: Type.String(),
    header: Type.String(),
    text: Type.String(),
    show_on_lading_page: Type.Boolean(),
  },
  { $id: 'FaqEntry' },
);
/** The schema in a response. */
export const FaqEntry = Type.Ref('FaqEntry');
