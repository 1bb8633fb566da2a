import { Box } from './Box';
import type { SxProps } from './sx';

interface IconProps {
  /**
   * A 24 × 24 SVG path. The site's icons are Material Design icons (Apache License 2.0), each
   * declared beside its users, so a page's bundle holds only the icons it shows.
   */
  path: string;
  /** "small" is 20 px, like MUI's SvgIcon; the default is 24 px (1.5rem). */
  fontSize?: 'small' | 'medium' | 'inherit';
  sx?: SxProps;
}

const sizes = { small: '1.25rem', medium: '1.5rem', inherit: 'inherit' } as const;

/** A decorative icon in the current text colour, sized like MUI's SvgIcon. */
export function Icon({ path, fontSize = 'medium', sx }: IconProps) {
  return (
    <Box
      component="svg"
      viewBox="0 0 24 24"
      focusable="false"
      aria-hidden="true"
      sx={[{ userSelect: 'none', width: '1em', height: '1em', display: 'inline-block', flexShrink: 0, fill: 'currentColor', fontSize: sizes[fontSize] }, ...(Array.isArray(sx) ? sx : [sx])]}
    >
      <path d={path} />
    </Box>
  );
}
