import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import type { OutboxContent } from '../../shared/mail/outbox';

/**
 * Opens the mail's HTML in a new tab as a blob: the tab inherits the dashboard's Content-Security-Policy (no script
 * runs; frames are refused, so an in-page frame is no option). Called from a click, so no pop-up blocker objects.
 */
function openHtml(html: string) {
  const url = URL.createObjectURL(new Blob([html], { type: 'text/html;charset=utf-8' }));
  window.open(url, '_blank');
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

/** A mail's subject and plain text, with the way to its HTML form. */
export function MailPreviewDialog({ content, onClose }: { content: OutboxContent | null; onClose: () => void }) {
  return (
    <Dialog open={content !== null} onClose={onClose} fullWidth maxWidth="md" aria-labelledby="mail-preview-title">
      <DialogTitle id="mail-preview-title">{content?.subject}</DialogTitle>
      <DialogContent dividers>
        <Typography component="pre" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', fontFamily: 'inherit', m: 0 }}>
          {content?.text}
        </Typography>
      </DialogContent>
      <DialogActions>
        <Button onClick={() => content && openHtml(content.html)}>Als HTML in neuem Tab ansehen</Button>
        <Button onClick={onClose} variant="contained">
          Schließen
        </Button>
      </DialogActions>
    </Dialog>
  );
}
