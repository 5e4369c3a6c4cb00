import type { PanelItem } from './PanelList';

/** The space management panels, in the product's order. */
export const managementPanels: PanelItem[] = [
  { id: 'shared-media', label: 'Manage shared media' },
  { id: 'api', label: 'Get API Credentials' },
  { id: 'socials', label: 'Manage social media shares' },
  { id: 'edit', label: 'Edit this space' },
  { id: 'switch', label: 'Switch to a different space' },
  { id: 'watermark', label: 'Set watermark' },
  { id: 'layout', label: 'Select layout', muted: true },
];

/** The site settings panels, in the product's order. */
export const sitePanels: PanelItem[] = [
  { id: 'details', label: 'Update site details' },
  { id: 'banner', label: 'Update site banner' },
  { id: 'icon', label: 'Update site icon' },
];
