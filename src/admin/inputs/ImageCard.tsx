import ArrowBack from '@mui/icons-material/ArrowBack';
import ArrowForward from '@mui/icons-material/ArrowForward';
import DeleteOutline from '@mui/icons-material/DeleteOutline';
import DragIndicator from '@mui/icons-material/DragIndicator';
import StarOutline from '@mui/icons-material/StarOutline';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import { useState, type DragEvent, type ReactNode } from 'react';
import type { ImageValue } from '../../shared/resources/imageValue';

/** The drag payload of a card; anything else dropped on a card (files, text) is ignored. */
const DRAG_TYPE = 'application/x-rheinkontor-image-index';

interface ImageCardProps {
  image: ImageValue;
  /** "Bild 2": names the picture in labels, so screen readers can tell the cards apart. */
  name: string;
  badge?: string;
  onAltChange(alt: string): void;
  onRemove(): void;
  /** Given for pictures in a list: moving by buttons and by dragging. */
  ordering?: {
    index: number;
    count: number;
    onMove(to: number): void;
    onDropFrom(from: number): void;
  };
}

function Action({ label, onClick, children }: { label: string; onClick(): void; children: ReactNode }) {
  return (
    <Tooltip title={label}>
      <IconButton aria-label={label} size="small" onClick={onClick}>
        {children}
      </IconButton>
    </Tooltip>
  );
}

/** One picture of a form: preview, alternative text and what can be done with it. */
export function ImageCard({ image, name, badge, onAltChange, onRemove, ordering }: ImageCardProps) {
  const [dropTarget, setDropTarget] = useState(false);
  const acceptsDrop = (event: DragEvent) => ordering !== undefined && event.dataTransfer.types.includes(DRAG_TYPE);

  return (
    <Paper
      variant="outlined"
      data-testid="image-card"
      onDragOver={(event) => {
        if (!acceptsDrop(event)) return;
        event.preventDefault();
        setDropTarget(true);
      }}
      onDragLeave={() => setDropTarget(false)}
      onDrop={(event) => {
        if (!acceptsDrop(event)) return;
        event.preventDefault();
        setDropTarget(false);
        ordering!.onDropFrom(Number(event.dataTransfer.getData(DRAG_TYPE)));
      }}
      sx={{ overflow: 'hidden', borderColor: dropTarget ? 'primary.dark' : 'divider', borderWidth: dropTarget ? 2 : 1 }}
    >
      <Box
        draggable={ordering !== undefined}
        onDragStart={(event) => {
          event.dataTransfer.setData(DRAG_TYPE, String(ordering!.index));
          event.dataTransfer.effectAllowed = 'move';
        }}
        sx={{ position: 'relative', aspectRatio: '4 / 3', bgcolor: 'background.sand', cursor: ordering ? 'grab' : 'default' }}
      >
        <Box
          component="img"
          src={image.src}
          srcSet={image.srcset}
          sizes="260px"
          alt={image.alt}
          sx={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block' }}
        />
        {badge && <Chip label={badge} size="small" color="primary" sx={{ position: 'absolute', top: 8, left: 8 }} />}
        {ordering && (
          <DragIndicator sx={{ position: 'absolute', top: 8, right: 8, color: 'common.white', filter: 'drop-shadow(0 0 2px #000)' }} />
        )}
      </Box>
      <Box sx={{ p: 1.5, pb: 0.5 }}>
        <TextField
          label={`Bildbeschreibung (${name})`}
          value={image.alt}
          onChange={(event) => onAltChange(event.target.value)}
          size="small"
          fullWidth
          helperText={image.alt.trim() ? ' ' : 'Für Screenreader und Suchmaschinen'}
          slotProps={{ htmlInput: { maxLength: 300 } }}
        />
      </Box>
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', px: 0.5, pb: 0.5 }}>
        {ordering && ordering.index > 0 && (
          <>
            <Action label={`${name} als Titelbild verwenden`} onClick={() => ordering.onMove(0)}>
              <StarOutline fontSize="small" />
            </Action>
            <Action label={`${name} nach vorne verschieben`} onClick={() => ordering.onMove(ordering.index - 1)}>
              <ArrowBack fontSize="small" />
            </Action>
          </>
        )}
        {ordering && ordering.index < ordering.count - 1 && (
          <Action label={`${name} nach hinten verschieben`} onClick={() => ordering.onMove(ordering.index + 1)}>
            <ArrowForward fontSize="small" />
          </Action>
        )}
        <Action label={`${name} entfernen`} onClick={onRemove}>
          <DeleteOutline fontSize="small" />
        </Action>
      </Box>
    </Paper>
  );
}
