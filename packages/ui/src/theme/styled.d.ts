import 'styled-components';
import type { LenseTheme } from './ThemeProvider';

declare module 'styled-components' {
  export interface DefaultTheme extends LenseTheme {}
}
