'use client';
export * from './Button';
export * from './EmptyState';
export * from './ErrorBoundary';
export * from './ErrorView';
export * from './NotFound';
export * from './Spinner';
export * from './theme';
