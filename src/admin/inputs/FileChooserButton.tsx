import Button, { type ButtonProps } from '@mui/material/Button';
import { useRef, type ReactNode } from 'react';

interface FileChooserButtonProps extends Pick<ButtonProps, 'variant' | 'startIcon' | 'disabled'> {
  children: ReactNode;
  /** The file input's `accept`: ".zip,.xml", "image/jpeg,…". */
  accept: string;
  multiple?: boolean;
  onFiles(files: File[]): void;
}

/**
 * A real button that opens the file dialog of a hidden file input. A label styled as a button (MUI's
 * `component="label"`) opens it on a click only: Enter and Space on it did nothing, so keyboard users could not upload.
 */
export function FileChooserButton({ children, accept, multiple = false, disabled = false, onFiles, ...button }: FileChooserButtonProps) {
  const input = useRef<HTMLInputElement>(null);
  return (
    <>
      <Button {...button} disabled={disabled} onClick={() => input.current?.click()}>
        {children}
      </Button>
      <input
        ref={input}
        type="file"
        accept={accept}
        multiple={multiple}
        hidden
        disabled={disabled}
        onChange={(event) => {
          const files = [...(event.target.files ?? [])];
          // Reset, so choosing the same file again (after a refusal or a dry run) fires a change.
          event.target.value = '';
          if (files.length) onFiles(files);
        }}
      />
    </>
  );
}
