import type { CallOptions } from './call';
import type { EndpointContext } from './context';
import type { SocialMediaAccount, SocialMediaSite } from './types';

/** Social media sites and the signed-in user's accounts on them. */
export interface SocialMediaEndpoints {
  /** GET /social_media_sites: every supported site. */
  sites(options?: CallOptions): Promise<{ social_media_sites: SocialMediaSite[] }>;
  /** GET /social_media_accounts: the signed-in user's accounts. */
  accounts(options?: CallOptions): Promise<{ social_media_accounts: SocialMediaAccount[] }>;
}

/** The endpoint functions of social media. */
export function socialMediaEndpoints({ call }: EndpointContext): SocialMediaEndpoints {
  return {
    sites: (options) => call('get', '/social_media_sites', options),
    accounts: (options) => call('get', '/social_media_accounts', options),
  };
}
