'use client';
export * from './Button';
export type { CardLinkProps, LinkComponent } from './card';
export * from './PhotoCard';
export * from './SiteCard';
export * from './SpaceCard';
export * from './Spinner';
export * from './text';
export * from './theme';
