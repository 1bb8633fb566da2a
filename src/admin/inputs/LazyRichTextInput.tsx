import Skeleton from '@mui/material/Skeleton';
import { lazy, Suspense } from 'react';
import type { RichTextInputProps } from 'ra-input-rich-text';
import { importWithReload } from '../../shared/chunks/importWithReload';

// The editor (Tiptap, ProseMirror) is the heaviest part of the dashboard and only property texts
// use it: it loads as its own chunk when a form with a rich text field opens.
const RichTextEditorInput = lazy(() => importWithReload(() => import('./RichTextEditorInput')));

export function LazyRichTextInput(props: RichTextInputProps) {
  return (
    <Suspense fallback={<Skeleton variant="rounded" height={160} aria-label="Editor wird geladen" />}>
      <RichTextEditorInput {...props} />
    </Suspense>
  );
}
