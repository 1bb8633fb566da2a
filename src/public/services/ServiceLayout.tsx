import type { ReactNode } from 'react';
import type { TestimonialRecord } from '../../shared/resources/testimonials';
import { CallToAction } from '../sections/CallToAction';
import { PageIntro } from '../layouts/PageIntro';
import { Section } from '../sections/Section';
import { Benefits, Steps, type Step } from '../sections/Steps';
import { Testimonials } from '../sections/Testimonials';
import { usePublicList } from '../data/usePublicData';
import type { Crumb } from '../breadcrumbs/breadcrumbData';
import { serviceTestimonialsParams } from '../data/pageQueries';

export interface ServiceContent {
  crumbs: readonly Crumb[];
  title: string;
  lead: string;
  stepsTitle: string;
  steps: readonly Step[];
  benefitsTitle: string;
  benefits: readonly Step[];
  cta: { title: string; text: string; label: string; to: string };
}

/** A service page: intro, the process in steps, benefits, what clients say and one call to action. */
export function ServiceLayout({ content, service, children }: { content: ServiceContent; service: string; children?: ReactNode }) {
  const testimonials = usePublicList<TestimonialRecord>('testimonials', serviceTestimonialsParams(service)).data;
  return (
    <>
      <PageIntro eyebrow="Leistungen" title={content.title} crumbs={content.crumbs}>
        {content.lead}
      </PageIntro>
      <Section id="ablauf" eyebrow="Ablauf" title={content.stepsTitle}>
        <Steps steps={content.steps} />
      </Section>
      <Section id="vorteile" eyebrow="Ihre Vorteile" title={content.benefitsTitle} tone="sand">
        <Benefits items={content.benefits} />
      </Section>
      {children}
      {testimonials.length > 0 && (
        <Section id="stimmen" eyebrow="Kundenstimmen" title="Das sagen unsere Kundinnen und Kunden">
          <Testimonials items={testimonials} />
        </Section>
      )}
      <CallToAction id="leistung-cta" title={content.cta.title} text={content.cta.text} action={{ label: content.cta.label, to: content.cta.to }} />
    </>
  );
}
