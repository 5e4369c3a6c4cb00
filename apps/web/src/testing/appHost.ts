import { APP_HOST_META } from '../lib/siteHost';

/** The app host of stories and tests, so site addresses never depend on the test server's port. */
export const STORY_APP_HOST = 'lense.co.ke';

/**
 * Declares the app host with the page's `<meta name="lense-app-host">` (as a deployment would) and
 * returns the clean-up that removes it: use as, or inside, a story's `beforeEach`.
 */
export function declareAppHost(host: string = STORY_APP_HOST): () => void {
  const meta = document.createElement('meta');
  meta.name = APP_HOST_META;
  meta.content = host;
  document.head.append(meta);
  return () => meta.remove();
}
