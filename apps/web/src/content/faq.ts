import { FREE_TRIAL_DAYS } from '@lense/api-client';

/** A question and its answer; `show_on_lading_page` (sic, the API's field name) puts it on the landing page. */
export interface FaqEntry {
  id: number;
  header: string;
  text: string;
  show_on_lading_page: boolean;
}

/** The frequently asked questions (static until the API serves them). */
export const FAQ_ENTRIES: readonly FaqEntry[] = [
  {
    id: 1,
    header: 'What is Lense?',
    text: 'Lense gathers the photos of your event, from you, your photographers and your guests, into one album called a space. You can group spaces into collections and publish them as a site of your own.',
    show_on_lading_page: true,
  },
  {
    id: 2,
    header: 'Is there a free trial?',
    text: `Yes. Every new account starts with a free trial of ${FREE_TRIAL_DAYS} days, with no card required.`,
    show_on_lading_page: true,
  },
  {
    id: 3,
    header: 'How do my guests share their photos?',
    text: "Share the space's link or QR code. Guests open it on their phone and upload straight from their camera roll, without creating an account.",
    show_on_lading_page: true,
  },
  {
    id: 4,
    header: 'Can I choose which photos are shown?',
    text: 'Yes. You can show or hide any item of a space, hide new uploads by default until you review them, and add your watermark.',
    show_on_lading_page: true,
  },
  {
    id: 5,
    header: 'Can I sell my photos?',
    text: 'Photos can be free or premium. Set a price in Ksh on any photo and visitors can buy it from your space.',
    show_on_lading_page: false,
  },
  {
    id: 6,
    header: 'How are payments handled?',
    text: 'Payments are processed via PCI DSS-compliant gateways. Lense never stores your card details.',
    show_on_lading_page: false,
  },
  {
    id: 7,
    header: 'How do I get help?',
    text: 'Our support team is available 24/7 via chat, e-mail and phone.',
    show_on_lading_page: false,
  },
];

/** The support contacts shown on help and closure pages. */
export const SUPPORT_EMAIL = 'support@lense.app';
