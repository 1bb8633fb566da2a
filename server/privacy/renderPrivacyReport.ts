import { renderToBuffer } from '@react-pdf/renderer';
import { createElement } from 'react';
import type { PersonalDataReport } from '../../src/shared/privacy/personalData';
import { registerPdfFonts } from '../exposePdf/pdfFonts';
import { PrivacyReportDocument } from './PrivacyReportDocument';

/** The Datenauskunft's PDF bytes. */
export async function renderPrivacyReport(report: PersonalDataReport, company: string): Promise<Buffer> {
  registerPdfFonts();
  return renderToBuffer(createElement(PrivacyReportDocument, { report, company }) as Parameters<typeof renderToBuffer>[0]);
}
