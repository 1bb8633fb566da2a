import Box from '../ui/Box';

/**
 * Above a page rendered for a member of staff's preview (server/preview/): says what it is, so nobody takes the
 * unsaved values for the live site. Rendered on the server only (a preview has no browser app).
 */
export function PreviewBanner() {
  return (
    <Box
      component="section"
      aria-label="Vorschau"
      data-preview-banner=""
      sx={{ bgcolor: '#5c2a00', color: '#ffffff', px: 2, py: 1.5, textAlign: 'center', fontSize: '1rem', lineHeight: 1.5, borderBottom: '4px solid #f0a040' }}
    >
      <Box component="p" sx={{ m: 0, maxWidth: 1100, mx: 'auto' }}>
        <strong>Vorschau</strong> – so sehen Besucher diese Seite nach dem Speichern und Veröffentlichen. Diese Seite ist nicht öffentlich.
      </Box>
    </Box>
  );
}
