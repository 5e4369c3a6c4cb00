import { expect, it } from 'vitest';
import { describeBackends } from './helpers/harness.ts';

describeBackends('newsletter, plans and social media', (h) => {
  const newsletterId = async () => {
    const res = await h.request({ method: 'GET', url: '/api/email_lists' });
    const list = res.json().email_lists.find((l: { name: string }) => l.name.toLowerCase() === 'newsletter');
    return list.id as string;
  };

  it('lists the seeded newsletter list', async () => {
    const res = await h.request({ method: 'GET', url: '/api/email_lists' });
    expect(res.statusCode).toBe(200);
    expect(res.json().email_lists.map((l: { name: string }) => l.name)).toContain('newsletter');
  });

  it('subscribes an address once, and a repeat is harmless', async () => {
    const email_list_id = await newsletterId();
    const email = h.uniqueEmail();
    const first = await h.request({
      method: 'POST',
      url: '/api/email_list_subscriptions',
      payload: { email_list_id, email },
    });
    expect(first.statusCode).toBe(201);
    expect(first.json().email_list_subscription).toMatchObject({ email_list_id, email });
    const again = await h.request({
      method: 'POST',
      url: '/api/email_list_subscriptions',
      payload: { email_list_id, email: email.toUpperCase() },
    });
    expect(again.statusCode).toBe(200);
    expect(again.json().email_list_subscription.id).toBe(first.json().email_list_subscription.id);
  });

  it('rejects invalid addresses, bad ids and unknown lists', async () => {
    const email_list_id = await newsletterId();
    const bad: [object, number][] = [
      [{ email_list_id, email: 'not-an-email' }, 400],
      [{ email_list_id, email: `${'a'.repeat(65)}@example.com` }, 400],
      [{ email_list_id, email: `a@${'b'.repeat(260)}.com` }, 400],
      [{ email_list_id, email: 5 }, 400],
      [{ email_list_id: 'nope', email: 'a@example.com' }, 400],
      [{ email: 'a@example.com' }, 400],
      [{ email_list_id: '00000000-0000-4000-8000-000000000000', email: 'a@example.com' }, 404],
    ];
    for (const [payload, status] of bad) {
      const res = await h.request({ method: 'POST', url: '/api/email_list_subscriptions', payload });
      expect(res.statusCode, JSON.stringify(payload).slice(0, 60)).toBe(status);
      expect(typeof res.json().error).toBe('string');
    }
  });

  it("lists plans including 'basic'", async () => {
    const res = await h.request({ method: 'GET', url: '/api/subscription_types' });
    expect(res.statusCode).toBe(200);
    expect(res.json().subscription_types.map((t: { name: string }) => t.name)).toContain('basic');
  });

  it('starts a 30-day trial on subscribing; subscriptions are private to their owner', async () => {
    const types = (await h.request({ method: 'GET', url: '/api/subscription_types' })).json()
      .subscription_types;
    const basic = types.find((t: { name: string }) => t.name === 'basic');
    const owner = await h.signIn();
    const other = await h.signIn();

    expect((await h.request({ method: 'GET', url: '/api/subscriptions' })).statusCode).toBe(401);
    expect(
      (
        await h.request({
          method: 'POST',
          url: '/api/subscriptions',
          payload: { subscription_type_id: basic.id },
        })
      ).statusCode,
    ).toBe(401);

    const created = await h.request({
      method: 'POST',
      url: '/api/subscriptions',
      token: owner.token,
      payload: { subscription_type_id: basic.id },
    });
    expect(created.statusCode).toBe(201);
    const subscription = created.json().subscription;
    expect(subscription).toMatchObject({ status: 'trialing', subscription_type_name: 'basic' });
    const days = (Date.parse(subscription.trial_ends_at) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(29.9);
    expect(days).toBeLessThanOrEqual(30);

    const repeat = await h.request({
      method: 'POST',
      url: '/api/subscriptions',
      token: owner.token,
      payload: { subscription_type_id: basic.id },
    });
    expect(repeat.statusCode).toBe(200);
    expect(repeat.json().subscription.id).toBe(subscription.id);

    const mine = await h.request({ method: 'GET', url: '/api/subscriptions', token: owner.token });
    expect(mine.json().subscriptions).toHaveLength(1);
    const theirs = await h.request({ method: 'GET', url: '/api/subscriptions', token: other.token });
    expect(theirs.json().subscriptions).toHaveLength(0);

    const unknown = await h.request({
      method: 'POST',
      url: '/api/subscriptions',
      token: owner.token,
      payload: { subscription_type_id: '00000000-0000-4000-8000-000000000000' },
    });
    expect(unknown.statusCode).toBe(404);
    const malformed = await h.request({
      method: 'POST',
      url: '/api/subscriptions',
      token: owner.token,
      payload: { subscription_type_id: 12 },
    });
    expect(malformed.statusCode).toBe(400);
  });

  it('lists social media sites publicly and accounts only for their owner', async () => {
    const sites = await h.request({ method: 'GET', url: '/api/social_media_sites' });
    expect(sites.statusCode).toBe(200);
    const names = sites.json().social_media_sites.map((s: { name: string }) => s.name);
    expect(names).toEqual(expect.arrayContaining(['twitter', 'linkedin', 'instagram', 'facebook']));

    expect((await h.request({ method: 'GET', url: '/api/social_media_accounts' })).statusCode).toBe(401);
    const owner = await h.signIn();
    const other = await h.signIn();
    const twitter = sites.json().social_media_sites.find((s: { name: string }) => s.name === 'twitter');
    await h.app.db
      .insertInto('social_media_accounts')
      .values({ user_id: owner.id, social_media_site_id: twitter.id, username: 'lense' })
      .execute();
    const mine = await h.request({ method: 'GET', url: '/api/social_media_accounts', token: owner.token });
    expect(mine.json().social_media_accounts).toEqual([expect.objectContaining({ username: 'lense' })]);
    const theirs = await h.request({ method: 'GET', url: '/api/social_media_accounts', token: other.token });
    expect(theirs.json().social_media_accounts).toEqual([]);
  });
});
