export { ListRow, type ListRowProps, RowList, type RowListProps } from './ListRow';
export { PageHeader, type PageHeaderProps } from './PageHeader';
export { PageLayout, type PageLayoutProps, type PageWidth } from './PageLayout';
