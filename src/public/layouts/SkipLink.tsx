import Box from '../ui/Box';

export const MAIN_CONTENT_ID = 'inhalt';

/** The first focusable element: lets keyboard users jump past the navigation. */
export function SkipLink() {
  return (
    <Box
      component="a"
      href={`#${MAIN_CONTENT_ID}`}
      sx={{
        position: 'absolute',
        left: 8,
        top: -64,
        zIndex: 2000,
        px: 2,
        py: 1,
        bgcolor: 'text.primary',
        color: '#fff',
        borderRadius: 1,
        '&:focus': { top: 8 },
      }}
    >
      Zum Inhalt springen
    </Box>
  );
}
