export { SearchBar, type SearchBarProps } from './SearchBar';
