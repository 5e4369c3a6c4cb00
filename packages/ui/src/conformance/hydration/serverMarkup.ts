/** What a server sends for one hydration case: the markup and the styles collected while rendering it. */
export interface ServerMarkup {
  /** The HTML of the case's element. */
  html: string;
  /** styled-components' `<style>` tags for that HTML. */
  styleTags: string;
}
