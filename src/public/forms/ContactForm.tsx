import { inquiryTopics } from '../../shared/resources/inquiries';
import { InquiryForm } from './InquiryForm';
import type { TopicId } from './inquiryValidation';

/** The contact page offers every topic but the exposé's own two. */
const CONTACT_TOPICS = inquiryTopics.map((topic) => topic.id).filter((id) => id !== 'expose' && id !== 'besichtigung');

/** The contact page's form; `?anliegen=bewertung` (say) preselects a topic. */
export function ContactForm({ asked }: { asked: string | null }) {
  const topic = (CONTACT_TOPICS as string[]).includes(asked ?? '') ? (asked as TopicId) : 'allgemein';
  return <InquiryForm topics={CONTACT_TOPICS} defaultTopic={topic} defaultMessage="" submitLabel={topic === 'bewertung' ? 'Bewertung anfragen' : 'Nachricht senden'} />;
}
