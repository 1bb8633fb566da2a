import type { ElementType, ReactElement } from 'react';
import { siteTheme, type TypographyVariant } from '../../shared/theme/siteTheme';
import { Box, type BoxProps } from './Box';
import type { SxProps } from './sx';

const elementFor: Record<TypographyVariant, ElementType> = {
  h1: 'h1',
  h2: 'h2',
  h3: 'h3',
  h4: 'h4',
  h5: 'h5',
  h6: 'h6',
  subtitle1: 'h6',
  subtitle2: 'h6',
  body1: 'p',
  body2: 'p',
  caption: 'span',
  button: 'span',
  overline: 'span',
};

export type TypographyProps<C extends ElementType = 'p'> = BoxProps<C> & {
  variant?: TypographyVariant;
  /** A palette path such as "text.secondary", or any CSS colour. */
  color?: string;
  gutterBottom?: boolean;
};

/** Text in one of the theme's type styles, like MUI's Typography (margin reset, element by variant). */
export function Typography<C extends ElementType = 'p'>({ variant = 'body1', component, color, gutterBottom, sx, ...rest }: TypographyProps<C>): ReactElement {
  const styles: SxProps = [
    { margin: 0, ...siteTheme.typography[variant] },
    color ? { color } : null,
    gutterBottom ? { marginBottom: '0.35em' } : null,
    ...(Array.isArray(sx) ? sx : [sx]),
  ];
  return <Box component={component ?? elementFor[variant]} sx={styles} {...(rest as object)} />;
}

export default Typography;
