import Box from '@mui/material/Box';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import { useFormContext } from 'react-hook-form';
import { FieldTitle, useInput, useResourceContext } from 'react-admin';
import { DEFAULT_IMAGES_MAX } from '../../shared/resources/fields';
import type { ImageValue, UploadedImage } from '../../shared/resources/imageValue';
import { moveItem } from '../builder/moveItem';
import { ImageCard } from './ImageCard';
import { UploadArea } from './UploadArea';
import { useImageUpload } from './useImageUpload';

interface ImageListInputProps {
  source: string;
  maxItems?: number;
  helperText?: string | false;
  isRequired?: boolean;
}

/** Pictures of a record: upload with preview, alternative text, order by drag or buttons; the first is the title image. */
export function ImageListInput({ source, maxItems = DEFAULT_IMAGES_MAX, helperText, isRequired }: ImageListInputProps) {
  const resource = useResourceContext();
  const { field, fieldState } = useInput({ source, isRequired });
  const { getValues, setValue } = useFormContext();
  const { upload, progress, errors } = useImageUpload();
  const images: ImageValue[] = Array.isArray(field.value) ? field.value : [];
  const change = (next: ImageValue[]) => field.onChange(next);

  // Uploads finish one by one while staff may edit other pictures: append to the form's current value.
  const append = (image: UploadedImage) => {
    const current = (getValues(source) as ImageValue[] | null) ?? [];
    setValue(source, [...current, { ...image, alt: '' }], { shouldDirty: true, shouldTouch: true });
  };
  const room = maxItems - images.length;

  return (
    <FormControl component="fieldset" error={fieldState.invalid} fullWidth sx={{ gap: 1.5 }}>
      <FormLabel component="legend" sx={{ mb: 1, fontWeight: 600, color: 'text.primary' }}>
        <FieldTitle source={source} resource={resource} isRequired={isRequired} />
      </FormLabel>
      {helperText && <FormHelperText sx={{ mx: 0, mt: -1 }}>{helperText}</FormHelperText>}
      {images.length > 0 && (
        <Box
          component="ol"
          sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))' }}
        >
          {images.map((image, index) => (
            <li key={image.src}>
              <ImageCard
                image={image}
                name={`Bild ${index + 1}`}
                badge={index === 0 ? 'Titelbild' : undefined}
                onAltChange={(alt) => change(images.map((item, i) => (i === index ? { ...item, alt } : item)))}
                onRemove={() => change(images.filter((_, i) => i !== index))}
                ordering={{
                  index,
                  count: images.length,
                  onMove: (to) => change(moveItem(images, index, to)),
                  onDropFrom: (from) => from !== index && change(moveItem(images, from, index)),
                }}
              />
            </li>
          ))}
        </Box>
      )}
      <UploadArea
        buttonLabel="Bilder hochladen"
        multiple
        disabled={room <= 0}
        progress={progress}
        errors={room <= 0 ? [...errors, `Höchstens ${maxItems} Bilder.`] : errors}
        onFiles={(files) => upload(files.slice(0, room), append)}
      />
      {fieldState.error?.message && <FormHelperText>{fieldState.error.message}</FormHelperText>}
    </FormControl>
  );
}
