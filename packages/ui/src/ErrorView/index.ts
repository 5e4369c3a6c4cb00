export { ErrorView, type ErrorViewAction, type ErrorViewProps } from './ErrorView';
