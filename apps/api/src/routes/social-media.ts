import { Type } from 'typebox';
import { socialMediaAccounts, socialMediaSites } from '../accounts/social-media.ts';
import { currentUser } from '../auth/session.ts';
import type { RoutePlugin } from '../context.ts';
import { errorResponses } from '../http/errors.ts';

const SocialMediaSite = Type.Object({ id: Type.String(), name: Type.String(), url: Type.String() });
const SocialMediaAccount = Type.Object({
  id: Type.String(),
  social_media_site_id: Type.String(),
  username: Type.String(),
  space_id: Type.Union([Type.String(), Type.Null()]),
  site_id: Type.Union([Type.String(), Type.Null()]),
});

/** Social media sites (reference data) and the signed-in user's accounts on them. */
export const socialMediaRoutes: RoutePlugin = async (app, { ctx }) => {
  const { db } = ctx;

  app.get(
    '/social_media_sites',
    {
      schema: {
        tags: ['social media'],
        summary: 'Every supported social media site',
        response: { 200: Type.Object({ social_media_sites: Type.Array(SocialMediaSite) }) },
      },
    },
    async () => ({ social_media_sites: await socialMediaSites(db) }),
  );

  app.get(
    '/social_media_accounts',
    {
      schema: {
        tags: ['social media'],
        summary: "The signed-in user's social media accounts",
        security: [{ bearer: [] }],
        response: {
          200: Type.Object({ social_media_accounts: Type.Array(SocialMediaAccount) }),
          ...errorResponses(401),
        },
      },
      preHandler: ctx.auth.required,
    },
    async (request) => ({ social_media_accounts: await socialMediaAccounts(db, currentUser(request)) }),
  );
};
