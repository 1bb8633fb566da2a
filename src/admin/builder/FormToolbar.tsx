import { DeleteButton, SaveButton, Toolbar } from 'react-admin';

/**
 * Save, and for existing records delete with undo. Edits save pessimistically (so the server's field
 * errors reach the inputs); deleting stays undoable, so it needs its own mode here.
 */
export function FormToolbar({ deletable = false }: { deletable?: boolean }) {
  return (
    <Toolbar sx={{ justifyContent: 'space-between', gap: 2 }}>
      <SaveButton />
      {deletable && <DeleteButton mutationMode="undoable" />}
    </Toolbar>
  );
}
