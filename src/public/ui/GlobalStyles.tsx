import { Global, type CSSObject } from '@emotion/react';

/** Global CSS (plain CSS properties, no sx shorthands), like MUI's GlobalStyles. */
export function GlobalStyles({ styles }: { styles: CSSObject }) {
  return <Global styles={styles} />;
}

export default GlobalStyles;
