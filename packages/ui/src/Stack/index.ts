export { Stack, type StackProps } from './Stack';
