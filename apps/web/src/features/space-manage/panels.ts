import type { PanelItem } from '@lense/ui';
import type { SpaceManageOption } from '../../config/paths';

/** Id of the muted layout panel (it has no route). */
export const LAYOUT_PANEL = 'layout';

/** The management panels, in the product's order; 'Select layout' is muted. */
export const MANAGE_PANELS: readonly PanelItem[] = [
  { id: 'shared-media', label: 'Manage shared media' },
  { id: 'review', label: 'To review' },
  { id: 'guests', label: 'Guest uploads' },
  { id: 'api', label: 'Get API Credentials' },
  { id: 'socials', label: 'Manage social media shares' },
  { id: 'edit', label: 'Edit this space' },
  { id: 'switch', label: 'Switch to a different space' },
  { id: 'watermark', label: 'Set watermark' },
  { id: LAYOUT_PANEL, label: 'Select layout', muted: true },
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
