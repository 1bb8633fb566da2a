import Box from '@mui/material/Box';
import { useRecordContext } from 'react-admin';
import type { ImageValue } from '../../../shared/resources/imageValue';
import { visuallyHidden } from '../visuallyHidden';

/** An image field, or the title image of an image list with the number of pictures on it. */
export function ThumbnailField({ source }: { source: string }) {
  const record = useRecordContext();
  const value = record?.[source] as ImageValue | ImageValue[] | null | undefined;
  const images = Array.isArray(value) ? value : value ? [value] : [];
  if (images.length === 0) return null;
  const [first] = images;
  return (
    <Box sx={{ position: 'relative', width: 72, height: 48 }}>
      <Box
        component="img"
        src={first.src}
        alt={first.alt}
        loading="lazy"
        sx={{ width: '100%', height: '100%', objectFit: 'cover', borderRadius: 1, display: 'block', bgcolor: 'background.sand' }}
      />
      {images.length > 1 && (
        <Box
          component="span"
          sx={{
            position: 'absolute',
            right: 3,
            bottom: 3,
            px: 0.5,
            borderRadius: 0.5,
            fontSize: '0.7rem',
            lineHeight: 1.4,
            bgcolor: 'rgba(35, 33, 27, 0.8)',
            color: 'common.white',
          }}
        >
          <span aria-hidden="true">{images.length}</span>
          <Box component="span" sx={visuallyHidden}>
            {images.length} Bilder
          </Box>
        </Box>
      )}
    </Box>
  );
}
