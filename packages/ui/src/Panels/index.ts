export { PanelLayout, type PanelLayoutProps } from './PanelLayout';
export { type PanelItem, PanelList, type PanelListProps } from './PanelList';
