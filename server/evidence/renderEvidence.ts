import { renderToBuffer } from '@react-pdf/renderer';
import { createElement } from 'react';
import { registerPdfFonts } from '../exposePdf/pdfFonts';
import { EvidenceDocument } from './EvidenceDocument';
import type { EvidenceInput } from './evidenceInput';

/** The Nachweis's PDF bytes. */
export async function renderEvidence(input: EvidenceInput): Promise<Buffer> {
  registerPdfFonts();
  return renderToBuffer(createElement(EvidenceDocument, { input }) as Parameters<typeof renderToBuffer>[0]);
}
