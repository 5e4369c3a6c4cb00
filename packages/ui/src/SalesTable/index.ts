export { type Sale, SalesTable, type SalesTableProps } from './SalesTable';
