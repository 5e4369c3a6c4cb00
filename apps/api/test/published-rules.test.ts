import { expect, it } from 'vitest';
import { PUBLISHED_RULES, RULES_EXTENSION } from '../src/server/published-rules.ts';
import { describeBackends } from './helpers/harness.ts';

type Schema = { pattern?: string; maxLength?: number; anyOf?: Schema[]; properties?: Record<string, Schema> };

type Operation = { requestBody: { content: Record<string, { schema: Schema }> } };
type Document = { paths: Record<string, Record<string, Operation>> };

/** The JSON body schema of an operation in the document. */
const bodyOf = (doc: Document, path: string, method: string): Schema =>
  doc.paths[path]![method]!.requestBody.content['application/json']!.schema;

describeBackends('the rules published in the contract', (h) => {
  it('publishes every rule under its extension, as the API applies it', async () => {
    const doc = (await h.request({ method: 'GET', url: '/api/openapi.json' })).json();
    expect(doc[RULES_EXTENSION]).toEqual(JSON.parse(JSON.stringify(PUBLISHED_RULES)));
    expect(doc.info.description).toContain(RULES_EXTENSION);
  });

  it('states the rules in the schemas that apply them (pattern and maxLength)', async () => {
    const doc = (await h.request({ method: 'GET', url: '/api/openapi.json' })).json();
    const { collectionName, siteName, email, price, slug } = PUBLISHED_RULES;
    expect(bodyOf(doc, '/collections', 'post').properties?.name).toMatchObject({
      pattern: collectionName.pattern,
      maxLength: collectionName.maxLength,
    });
    expect(bodyOf(doc, '/sites', 'post').properties?.name).toMatchObject({
      pattern: siteName.pattern,
      maxLength: siteName.maxLength,
    });
    expect(bodyOf(doc, '/signup', 'post').properties?.user?.properties?.email).toMatchObject({
      pattern: email.pattern,
      maxLength: email.maxLength,
    });
    expect(JSON.stringify(bodyOf(doc, '/photos/{photo_id}', 'patch'))).toContain(
      JSON.stringify(price.pattern),
    );
    expect(JSON.stringify(bodyOf(doc, '/spaces', 'post'))).toContain(JSON.stringify(slug.pattern));
  });

  it('refuses what the published rules refuse', async () => {
    const { token } = await h.signIn();
    const tooLong = 'a'.repeat(PUBLISHED_RULES.collectionName.maxLength + 1);
    const longName = await h.request({
      method: 'POST',
      url: '/api/collections',
      token,
      payload: { name: tooLong },
    });
    expect(longName.statusCode).toBe(422);
    for (const reserved of PUBLISHED_RULES.siteName.reserved) {
      const answer = await h.request({ method: 'GET', url: `/api/sites?name=${reserved.toUpperCase()}` });
      expect(answer.statusCode, reserved).toBe(422);
    }
    const badEmail = await h.request({
      method: 'POST',
      url: '/api/signup',
      payload: {
        email: 'ada@example',
        password: 'secret-password',
        first_name: 'A',
        last_name: 'L',
        accepted_terms_of_service: true,
      },
    });
    expect(badEmail.statusCode).toBe(400);
  });
});
