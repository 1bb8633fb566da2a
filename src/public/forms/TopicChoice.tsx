import Box from '../ui/Box';
import { inquiryTopics } from '../../shared/resources/choices/inquiryTopics';
import { colors } from '../../shared/theme/palette';
import { focusRing } from '../ui/styles';
import { describedBy, errorId, FieldError, FieldFrame, Select } from './FormControls';
import type { TopicId } from './inquiryValidation';

export const topicName = (id: TopicId) => inquiryTopics.find((topic) => topic.id === id)?.name ?? id;

interface Props {
  id: string;
  topics: readonly TopicId[];
  value: TopicId;
  error?: string;
  onChange: (topic: TopicId) => void;
}

/** "Ihr Anliegen": up to three topics as buttons to tap, more as a list; a single topic needs no choice. */
export function TopicChoice({ id, topics, value, error, onChange }: Props) {
  if (topics.length <= 1) return null;
  if (topics.length > 3) {
    // One topic is always chosen, so the select is not marked `required` (HTML would then demand an empty first option).
    return (
      <FieldFrame id={id} label="Ihr Anliegen" error={error}>
        <Select id={id} name="topic" aria-invalid={error ? true : undefined} aria-describedby={describedBy(id, undefined, error)} value={value} onChange={(event) => onChange(event.target.value as TopicId)}>
          {topics.map((topic) => (
            <option key={topic} value={topic}>
              {topicName(topic)}
            </option>
          ))}
        </Select>
      </FieldFrame>
    );
  }
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0 }} aria-describedby={error ? errorId(id) : undefined}>
      <Box component="legend" sx={{ fontWeight: 600, p: 0, mb: 1 }}>
        Ihr Anliegen
      </Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5 }}>
        {topics.map((topic) => (
          <Box
            component="label"
            key={topic}
            sx={{
              display: 'flex',
              alignItems: 'center',
              gap: 1,
              px: 2,
              minHeight: 48,
              border: 1,
              borderColor: value === topic ? colors.primaryDark : '#8a8473',
              bgcolor: value === topic ? colors.sand : '#fff',
              borderRadius: 1,
              cursor: 'pointer',
              fontWeight: value === topic ? 700 : 400,
              '&:focus-within': focusRing,
            }}
          >
            <input type="radio" name="topic" value={topic} checked={value === topic} onChange={() => onChange(topic)} style={{ accentColor: colors.primaryDark, width: 18, height: 18 }} />
            {topicName(topic)}
          </Box>
        ))}
      </Box>
      {error && <FieldError id={errorId(id)}>{error}</FieldError>}
    </Box>
  );
}
