import Box from '@mui/material/Box';
import { DeleteButton, SaveButton, Toolbar } from 'react-admin';
import { PreviewButton } from '../preview/PreviewButton';

/**
 * Save, the preview of a record that appears on a public page (PreviewButton shows only there), and for existing
 * records delete with undo. Edits save pessimistically (so the server's field
 * errors reach the inputs); deleting stays undoable, so it needs its own mode here.
 */
export function FormToolbar({ deletable = false }: { deletable?: boolean }) {
  return (
    <Toolbar sx={{ justifyContent: 'space-between', gap: 2 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
        <SaveButton />
        <PreviewButton />
      </Box>
      {deletable && <DeleteButton mutationMode="undoable" />}
    </Toolbar>
  );
}
