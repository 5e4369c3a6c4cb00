import '@fontsource/inter/400.css';
import '@fontsource/inter/500.css';
import '@fontsource/inter/600.css';
import '@fontsource/inter/700.css';
import '@fontsource/jetbrains-mono/400.css';
import '@fontsource/jetbrains-mono/600.css';
import type { Preview } from '@storybook/react-vite';
import { type ColorScheme, ThemeProvider } from '../packages/ui/src/theme';

const preview: Preview = {
  tags: ['autodocs'],
  globalTypes: {
    colorScheme: {
      description: 'Colour scheme of the components',
      toolbar: {
        title: 'Scheme',
        icon: 'contrast',
        items: [
          { value: 'light', title: 'Light', icon: 'sun' },
          { value: 'dark', title: 'Dark', icon: 'moon' },
          { value: 'system', title: 'System', icon: 'browser' },
        ],
        dynamicTitle: true,
      },
    },
  },
  // Tests render in light; the test setup then switches each rendered story to dark for a second snapshot.
  initialGlobals: { colorScheme: 'light' },
  decorators: [
    (Story, { globals }) => (
      <ThemeProvider colorScheme={(globals.colorScheme as ColorScheme | undefined) ?? 'light'}>
        <Story />
      </ThemeProvider>
    ),
  ],
  parameters: {
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
    // Any axe violation fails the story's test.
    a11y: { test: 'error' },
    // The design system first (its guides, then its components by group), then the app's screens.
    options: {
      storySort: {
        order: [
          'Design system',
          [
            'Getting started',
            'Theming and tokens',
            'Server rendering',
            'Locale and strings',
            'Right to left',
            'Controls',
            'Actions',
            'Forms',
            'Feedback',
            'Overlays',
            'Cards',
            'Data display',
            'Media',
            'Disclosure',
            'Navigation',
            'Layout',
            'Shell',
          ],
          'Screens',
        ],
      },
    },
  },
};
export default preview;
