import type { ElementType, ReactElement } from 'react';
import { siteTheme, type BreakpointKey } from '../../shared/theme/siteTheme';
import { Box, type BoxProps } from './Box';

export type ContainerProps<C extends ElementType = 'div'> = BoxProps<C> & { maxWidth?: BreakpointKey };

const { up, values } = siteTheme.breakpoints;

/** A centred column with side gutters, like MUI's Container (16 px gutters, 24 px from 600 px). */
export function Container<C extends ElementType = 'div'>({ maxWidth = 'lg', sx, ...rest }: ContainerProps<C>): ReactElement {
  const base = {
    width: '100%',
    marginLeft: 'auto',
    boxSizing: 'border-box',
    marginRight: 'auto',
    paddingLeft: '16px',
    paddingRight: '16px',
    [up('sm')]: { paddingLeft: '24px', paddingRight: '24px' },
    [up(maxWidth)]: { maxWidth: `${values[maxWidth]}px` },
  };
  return <Box sx={[base, ...(Array.isArray(sx) ? sx : [sx])]} {...(rest as object)} />;
}

export default Container;
