import type { Ref } from 'react';
import Box from '../ui/Box';
import Typography from '../ui/Typography';
import { focusRing, textLinkSx } from '../ui/styles';

interface Props {
  ref: Ref<HTMLDivElement>;
  message: string;
  /** One link per field at fault, to the field. */
  links: { href: string; text: string }[];
}

/** What went wrong above a form: announced and focused after a failed submission, its links lead to each field. */
export function ErrorSummary({ ref, message, links }: Props) {
  return (
    <Box ref={ref} tabIndex={-1} role="alert" sx={{ border: 2, borderColor: 'error.main', borderRadius: 1, p: 2, bgcolor: '#fdf1f3', '&:focus-visible': focusRing }}>
      <Typography sx={{ fontWeight: 700, color: 'error.main' }}>{message}</Typography>
      {links.length > 0 && (
        <Box component="ul" sx={{ m: 0, mt: 1, pl: 2.5 }}>
          {links.map(({ href, text }) => (
            <li key={href}>
              <Box component="a" href={href} sx={{ ...textLinkSx, color: 'error.main' }}>
                {text}
              </Box>
            </li>
          ))}
        </Box>
      )}
    </Box>
  );
}
