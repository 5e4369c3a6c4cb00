export type { FlexAlign, FlexJustify, LayoutProps, Space, TextAlign } from '../internal/layoutProps';
export type { Responsive } from '../internal/responsive';
export { Box, type BoxDisplay, type BoxProps } from './Box';
