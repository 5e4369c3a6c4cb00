import type { Meta } from '@storybook/react-vite';
import { Route, Routes } from 'react-router-dom';
import { paths, type SpaceManageOption } from '../../config/paths';
import { SIGNED_IN } from '../../testing/fakes';
import type { MockHandler } from '../../testing/requests';
import { pageViewport, type ScreenParameters, screenMeta } from '../../testing/screen';
import { SPACE_ID } from './fixtures';
import { ManageSpacePage } from './ManageSpacePage';

// Shared by the stories of single management panels: the management screen at one panel's path.

/** The management screen, as the app routes it. */
export function ManageScreen() {
  return (
    <Routes>
      <Route path={paths.space.manage.option.path} element={<ManageSpacePage />} />
    </Routes>
  );
}

/** Story metadata of a panel's stories. */
export const manageMeta = { component: ManageScreen, ...screenMeta } satisfies Partial<
  Meta<typeof ManageScreen>
>;

/** The screen setup opening `/manage/{option}` of the fixture space, signed in. */
export const screenAt = (option: SpaceManageOption, handlers: MockHandler[]): ScreenParameters => ({
  route: paths.space.manage.option(SPACE_ID, option),
  session: SIGNED_IN,
  handlers,
});

/**
 * Story annotations opening `/manage/{option}` 1200px wide and `height` tall: the snapshot shows only what
 * lies in the viewport, and a panel can be longer than a screen.
 */
export function at(option: SpaceManageOption, handlers: MockHandler[], height = 1200) {
  const viewport = pageViewport(height);
  return {
    globals: viewport.globals,
    parameters: { ...screenMeta.parameters, ...viewport.parameters, screen: screenAt(option, handlers) },
  };
}

/** Story annotations opening `/manage/{option}` on a phone: 375px wide, `height` tall (the whole panel). */
export function onMobileAt(option: SpaceManageOption, handlers: MockHandler[], height: number) {
  return {
    globals: { viewport: { value: 'mobile', isRotated: false } },
    parameters: {
      ...screenMeta.parameters,
      viewport: {
        options: { mobile: { name: 'Mobile', styles: { width: '375px', height: `${height}px` } } },
      },
      screen: screenAt(option, handlers),
    },
  };
}

/** The two layouts a translated screen is checked at: a phone and a desktop. */
const LAYOUT_WIDTHS = { mobile: '375px', desktop: '1280px' } as const;

/**
 * Story annotations opening `/manage/{option}` in Kiswahili on a phone (375px) or a desktop (1280px),
 * `height` tall: longer words must still fit the layout.
 */
export function inKiswahiliAt(
  option: SpaceManageOption,
  handlers: MockHandler[],
  layout: keyof typeof LAYOUT_WIDTHS,
  height: number,
) {
  return {
    globals: { viewport: { value: layout, isRotated: false } },
    parameters: {
      ...screenMeta.parameters,
      viewport: {
        options: {
          [layout]: { name: layout, styles: { width: LAYOUT_WIDTHS[layout], height: `${height}px` } },
        },
      },
      screen: { ...screenAt(option, handlers), locale: 'sw' as const },
    },
  };
}
