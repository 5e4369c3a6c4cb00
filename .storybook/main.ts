import type { StorybookConfig } from '@storybook/react-vite';
import { defaultClientConditions } from 'vite';
import { icuCatalogues } from '../apps/web/plugins/icu-catalogues.ts';

const config: StorybookConfig = {
  // MDX pages are the design system's guides; the vitest addon leaves them out of the story tests.
  stories: [
    '../packages/ui/src/**/*.mdx',
    '../packages/ui/src/**/*.stories.@(ts|tsx)',
    '../apps/web/src/**/*.stories.@(ts|tsx)',
  ],
  addons: [
    '@storybook/addon-docs',
    '@storybook/addon-a11y',
    '@storybook/addon-vitest',
    '@chromatic-com/storybook',
  ],
  framework: { name: '@storybook/react-vite', options: {} },
  core: { disableTelemetry: true },
  // Workspace packages resolve to their sources, so stories never depend on a prior build.
  viteFinal: (vite) => ({
    ...vite,
    // The app's message catalogues compile on import, as in its own build.
    plugins: [...(vite.plugins ?? []), icuCatalogues()],
    // Known before the first story loads: found later, Vite re-optimises and reloads, and that run's file fails.
    optimizeDeps: {
      ...vite.optimizeDeps,
      include: [...(vite.optimizeDeps?.include ?? []), 'intl-messageformat'],
    },
    resolve: { ...vite.resolve, conditions: ['@lense/source', ...defaultClientConditions] },
  }),
};
export default config;
