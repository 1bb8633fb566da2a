import { useCallback, useState } from 'react';
import { useDataProvider, useTranslate } from 'react-admin';
import type { UploadedImage } from '../../shared/resources/imageValue';
import type { AdminDataProvider } from '../providers/dataProvider';

/** The server's limit; checked here too, so nobody waits for a 15 MB upload that will be refused. */
const MAX_BYTES = 15 * 1024 * 1024;
const TOO_LARGE = 'Die Datei ist zu groß. Bitte laden Sie höchstens 15 MB hoch.';

export interface UploadProgress {
  done: number;
  total: number;
}

/**
 * Uploads pictures one after the other (the server converts each into several sizes) and hands
 * every finished one to `onUploaded`, so a failed file does not cost the others.
 */
export function useImageUpload() {
  const dataProvider = useDataProvider<AdminDataProvider>();
  const translate = useTranslate();
  const [progress, setProgress] = useState<UploadProgress | null>(null);
  const [errors, setErrors] = useState<string[]>([]);

  const upload = useCallback(
    async (files: readonly File[], onUploaded: (image: UploadedImage) => void) => {
      const failures: string[] = [];
      setErrors([]);
      for (const [index, file] of files.entries()) {
        setProgress({ done: index, total: files.length });
        if (file.size > MAX_BYTES) {
          failures.push(`${file.name}: ${TOO_LARGE}`);
          continue;
        }
        try {
          onUploaded(await dataProvider.uploadImage(file));
        } catch (error) {
          const message = error instanceof Error ? error.message : 'ra.notification.http_error';
          failures.push(`${file.name}: ${translate(message, { _: message })}`);
        }
      }
      setProgress(null);
      setErrors(failures);
    },
    [dataProvider, translate],
  );

  return { upload, progress, errors };
}
