import { jsx } from '@emotion/react';
import type { ComponentPropsWithRef, ElementType, ReactElement } from 'react';
import { resolveSx, type SxProps } from './sx';

export type BoxProps<C extends ElementType = 'div'> = {
  /** The element or component to render (default: div). */
  component?: C;
  /** Styles with MUI's sx shorthands (see ./sx.ts). */
  sx?: SxProps;
} & Omit<ComponentPropsWithRef<C>, 'component' | 'sx'>;

/**
 * The visitor site's building block, in the place of MUI's Box: an element with `sx` styles,
 * rendered through Emotion's css prop (so the server extracts them like before). A class name
 * passed in is kept.
 */
export function Box<C extends ElementType = 'div'>({ component, sx, ...rest }: BoxProps<C>): ReactElement {
  return jsx(component ?? 'div', sx ? { ...rest, css: resolveSx(sx) } : rest);
}

export default Box;
