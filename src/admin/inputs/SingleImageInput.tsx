import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Box from '@mui/material/Box';
import { FieldTitle, useInput, useResourceContext } from 'react-admin';
import type { ImageValue } from '../../shared/resources/imageValue';
import { ImageCard } from './ImageCard';
import { UploadArea } from './UploadArea';
import { useImageUpload } from './useImageUpload';

interface SingleImageInputProps {
  source: string;
  helperText?: string | false;
  isRequired?: boolean;
}

/** One picture (a team member's photo): upload with preview, alternative text, replace or remove. */
export function SingleImageInput({ source, helperText, isRequired }: SingleImageInputProps) {
  const resource = useResourceContext();
  const { field, fieldState } = useInput({ source, isRequired });
  const { upload, progress, errors } = useImageUpload();
  const image = (field.value ?? null) as ImageValue | null;

  return (
    <FormControl component="fieldset" error={fieldState.invalid} fullWidth sx={{ gap: 1.5 }}>
      <FormLabel component="legend" sx={{ mb: 1, fontWeight: 600, color: 'text.primary' }}>
        <FieldTitle source={source} resource={resource} isRequired={isRequired} />
      </FormLabel>
      {helperText && <FormHelperText sx={{ mx: 0, mt: -1 }}>{helperText}</FormHelperText>}
      {image && (
        <Box sx={{ maxWidth: 280 }}>
          <ImageCard
            image={image}
            name="Bild"
            onAltChange={(alt) => field.onChange({ ...image, alt })}
            onRemove={() => field.onChange(null)}
          />
        </Box>
      )}
      <UploadArea
        buttonLabel={image ? 'Anderes Bild hochladen' : 'Bild hochladen'}
        multiple={false}
        progress={progress}
        errors={errors}
        onFiles={(files) => upload(files.slice(0, 1), (uploaded) => field.onChange({ ...uploaded, alt: image?.alt ?? '' }))}
      />
      {fieldState.error?.message && <FormHelperText>{fieldState.error.message}</FormHelperText>}
    </FormControl>
  );
}
