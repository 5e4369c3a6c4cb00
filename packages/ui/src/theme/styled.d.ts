import 'styled-components';
import type { LenseTheme } from './createTheme';

declare module 'styled-components' {
  export interface DefaultTheme extends LenseTheme {}
}
