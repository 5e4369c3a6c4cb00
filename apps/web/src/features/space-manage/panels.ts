import type { SpaceManageOption } from '../../config/paths';

/** Id of the muted layout panel (it has no route). */
export const LAYOUT_PANEL = 'layout';

/** The management panels, in the product's order (each named by `panel.{id}` in the catalogue); 'Select layout' is muted. */
export const MANAGE_PANELS: readonly { id: ManagePanelId | typeof LAYOUT_PANEL; muted?: boolean }[] = [
  { id: 'shared-media' },
  { id: 'review' },
  { id: 'guests' },
  { id: 'api' },
  { id: 'socials' },
  { id: 'edit' },
  { id: 'switch' },
  { id: 'watermark' },
  { id: LAYOUT_PANEL, muted: true },
];

/** The panel a management path segment opens. */
export type ManagePanelId = Exclude<SpaceManageOption, 'subspaces' | 'shares'>;

/**
 * The panel shown for `/manage/{option}`: /manage/shares is the social media panel, /manage/subspaces
 * and any unknown option show the default (shared media).
 */
export function panelForOption(option: string | undefined): ManagePanelId {
  switch (option) {
    case 'api':
    case 'socials':
    case 'edit':
    case 'switch':
    case 'watermark':
    case 'guests':
    case 'review':
    case 'shared-media':
      return option;
    case 'shares':
      return 'socials';
    default:
      return 'shared-media';
  }
}
