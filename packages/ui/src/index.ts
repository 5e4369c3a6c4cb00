export * from './Accordion';
export * from './Button';
export * from './Dialog';
export * from './DropdownMenu';
export * from './Panels';
export * from './Spinner';
export * from './theme';
