import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { mailKindLabels, type MailKind, type OutboxContent } from '../../shared/mail/outbox';
import type { OutboxSource } from '../../shared/mail/outboxSource';

interface MailTemplatePreviewsProps {
  previews: NonNullable<OutboxSource['previews']>;
  onShow: (content: OutboxContent) => void;
  onError: (error: unknown) => void;
}

/** The mail templates with made-up data and the agency's settings, to check texts and the footer. */
export function MailTemplatePreviews({ previews, onShow, onError }: MailTemplatePreviewsProps) {
  // A refusal is the server's German reason (in Firebase mode, say, its missing account): shown, not retried.
  const { data: names = [], error } = useQuery({ queryKey: ['outbox', 'previews'], queryFn: () => previews.names(), retry: false });
  return (
    <Card variant="outlined" component="section" aria-labelledby="mail-templates">
      <CardContent>
        <Typography id="mail-templates" variant="h3" component="h2" sx={{ fontSize: '1.2rem', mb: 1 }}>
          Vorlagen ansehen
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          So sehen die E-Mails mit Beispieldaten und Ihren Agenturdaten aus.
        </Typography>
        {error && (
          <Typography role="alert" variant="body2" color="error" sx={{ mb: 1 }}>
            {error.message}
          </Typography>
        )}
        <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
          {names.map((name) => (
            <Button key={name} variant="outlined" size="small" onClick={() => previews.render(name).then(onShow, onError)}>
              {mailKindLabels[name as MailKind] ?? name}
            </Button>
          ))}
        </Stack>
      </CardContent>
    </Card>
  );
}
