import ArrowDownward from '@mui/icons-material/ArrowDownward';
import ArrowUpward from '@mui/icons-material/ArrowUpward';
import DragIndicator from '@mui/icons-material/DragIndicator';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import { useState, type DragEvent } from 'react';
import { useGetRecordRepresentation, useListContext, useRecordContext, type RaRecord } from 'react-admin';
import { useMoveRecord } from './useMoveRecord';

const DRAG_TYPE = 'application/x-rheinkontor-row-index';

/**
 * Drag handle and up/down buttons of a row in an ordered list (team, key figures, testimonials).
 * They only make sense while the list is sorted by the order field, so otherwise they hide.
 */
export function OrderControls({ orderField }: { orderField: string }) {
  const record = useRecordContext<RaRecord>();
  const { data = [], sort, resource } = useListContext<RaRecord>();
  const represent = useGetRecordRepresentation(resource);
  const { move, pending } = useMoveRecord(orderField);
  const [dropTarget, setDropTarget] = useState(false);
  if (!record || sort.field !== orderField || sort.order !== 'ASC') return null;

  const index = data.findIndex((item) => item.id === record.id);
  const name = String(represent(record));
  const accepts = (event: DragEvent) => event.dataTransfer.types.includes(DRAG_TYPE);

  return (
    // Clicks here move the row; they must not also open the record (the row's click).
    <Box
      onClick={(event) => event.stopPropagation()}
      onDragOver={(event) => {
        if (!accepts(event)) return;
        event.preventDefault();
        setDropTarget(true);
      }}
      onDragLeave={() => setDropTarget(false)}
      onDrop={(event) => {
        if (!accepts(event)) return;
        event.preventDefault();
        setDropTarget(false);
        void move(Number(event.dataTransfer.getData(DRAG_TYPE)), index);
      }}
      sx={{
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'flex-end',
        borderRadius: 1,
        outline: dropTarget ? 2 : 0,
        outlineColor: 'primary.dark',
        outlineStyle: 'solid',
      }}
    >
      {/* The buttons are the keyboard's way; the handle is for the mouse, explained by a native tooltip
          (MUI's would stay open after a drag, as the pointer never leaves the handle). */}
      <Box
        draggable={!pending}
        data-testid="drag-handle"
        title="Ziehen, um zu verschieben"
        onDragStart={(event) => {
          event.dataTransfer.setData(DRAG_TYPE, String(index));
          event.dataTransfer.effectAllowed = 'move';
        }}
        sx={{ display: 'flex', cursor: 'grab', color: 'text.secondary', px: 0.5 }}
      >
        <DragIndicator fontSize="small" />
      </Box>
      <IconButton
        size="small"
        aria-label={`${name} nach oben verschieben`}
        disabled={pending || index <= 0}
        onClick={() => move(index, index - 1)}
      >
        <ArrowUpward fontSize="small" />
      </IconButton>
      <IconButton
        size="small"
        aria-label={`${name} nach unten verschieben`}
        disabled={pending || index < 0 || index >= data.length - 1}
        onClick={() => move(index, index + 1)}
      >
        <ArrowDownward fontSize="small" />
      </IconButton>
    </Box>
  );
}
