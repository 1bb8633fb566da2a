import { CONTACT_TOPICS, contactTopicOf } from '../../shared/resources/choices/inquiryTopics';
import { InquiryForm } from './InquiryForm';

/** The contact page's form, with the topic the link asked for preselected (`?anliegen=bewertung`, say). */
export function ContactForm({ asked }: { asked: string | null }) {
  const topic = contactTopicOf(asked);
  return <InquiryForm topics={CONTACT_TOPICS} defaultTopic={topic} defaultMessage="" submitLabel={topic === 'bewertung' ? 'Bewertung anfragen' : 'Nachricht senden'} />;
}
