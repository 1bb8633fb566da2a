import CloudUpload from '@mui/icons-material/CloudUpload';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { useState, type DragEvent } from 'react';
import { FileChooserButton } from './FileChooserButton';
import type { UploadProgress } from './useImageUpload';

const ACCEPTED = 'image/jpeg,image/png,image/webp,image/avif';

interface UploadAreaProps {
  buttonLabel: string;
  multiple: boolean;
  disabled?: boolean;
  progress: UploadProgress | null;
  errors: readonly string[];
  onFiles(files: File[]): void;
}

/** A button and a drop zone for pictures, with the upload's progress and any refusals read out to screen readers. */
export function UploadArea({ buttonLabel, multiple, disabled = false, progress, errors, onFiles }: UploadAreaProps) {
  const [dragOver, setDragOver] = useState(false);
  const busy = progress !== null;
  // Only files count: cards dragged inside the image list are not uploads.
  const carriesFiles = (event: DragEvent) => event.dataTransfer.types.includes('Files');

  return (
    <Box
      onDragOver={(event) => {
        if (!carriesFiles(event) || disabled || busy) return;
        event.preventDefault();
        setDragOver(true);
      }}
      onDragLeave={() => setDragOver(false)}
      onDrop={(event) => {
        if (!carriesFiles(event) || disabled || busy) return;
        event.preventDefault();
        setDragOver(false);
        onFiles([...event.dataTransfer.files]);
      }}
      sx={{
        border: 2,
        borderStyle: 'dashed',
        borderColor: dragOver ? 'primary.dark' : 'divider',
        borderRadius: 2,
        bgcolor: dragOver ? 'background.sand' : 'transparent',
        p: 2,
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        gap: 1,
        textAlign: 'center',
      }}
    >
      <FileChooserButton
        variant="outlined"
        startIcon={<CloudUpload />}
        accept={ACCEPTED}
        multiple={multiple}
        disabled={disabled || busy}
        onFiles={onFiles}
      >
        {buttonLabel}
      </FileChooserButton>
      <Typography variant="body2" color="text.secondary">
        oder hierher ziehen · JPEG, PNG, WebP oder AVIF bis 15 MB
      </Typography>
      <Box role="status" aria-live="polite" sx={{ width: '100%' }}>
        {busy && (
          <>
            <Typography variant="body2">
              Bild {progress.done + 1} von {progress.total} wird hochgeladen …
            </Typography>
            <LinearProgress variant="determinate" value={(progress.done / progress.total) * 100} aria-label="Fortschritt des Hochladens" />
          </>
        )}
      </Box>
      {errors.length > 0 && (
        <Alert severity="error" sx={{ width: '100%', textAlign: 'left' }}>
          {errors.map((error) => (
            <div key={error}>{error}</div>
          ))}
        </Alert>
      )}
    </Box>
  );
}
