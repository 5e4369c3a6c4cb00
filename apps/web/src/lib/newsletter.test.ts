import { createFakeApi } from '../testing/fakes';
import { findNewsletterList, subscribeToNewsletter } from './newsletter';

describe('findNewsletterList', () => {
  it("picks the list named 'newsletter' in any case", () => {
    const lists = [
      { id: 'a', name: 'Announcements' },
      { id: 'b', name: 'NEWSLETTER' },
    ];
    expect(findNewsletterList(lists)).toEqual({ id: 'b', name: 'NEWSLETTER' });
    expect(findNewsletterList([{ id: 'c', name: 'newsletter' }])?.id).toBe('c');
  });

  it('ignores lists whose name only contains the word', () => {
    expect(findNewsletterList([{ id: 'a', name: 'Weekly newsletter' }])).toBeUndefined();
    expect(findNewsletterList([])).toBeUndefined();
  });
});

describe('subscribeToNewsletter', () => {
  it('subscribes the address to the newsletter list', async () => {
    const subscribeToEmailList = vi.fn(async (body: { email_list_id: string; email: string }) => ({
      email_list_subscription: { id: 's', ...body },
    }));
    const api = createFakeApi({
      emailLists: async () => ({
        email_lists: [
          { id: 'other', name: 'Other' },
          { id: 'n', name: 'Newsletter' },
        ],
      }),
      subscribeToEmailList,
    });
    await subscribeToNewsletter(api, 'a@b.co');
    expect(subscribeToEmailList).toHaveBeenCalledWith({ email_list_id: 'n', email: 'a@b.co' });
  });

  it('rejects when there is no newsletter list', async () => {
    const api = createFakeApi({ emailLists: async () => ({ email_lists: [] }) });
    await expect(subscribeToNewsletter(api, 'a@b.co')).rejects.toThrow();
  });
});
