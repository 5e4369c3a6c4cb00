export { Grid, type GridColumns, type GridProps } from './Grid';
