import { renderToBuffer } from '@react-pdf/renderer';
import { createElement } from 'react';
import { ExposeDocument } from './ExposeDocument';
import type { ExposeInput } from './exposeInput';
import { registerPdfFonts } from './pdfFonts';

/** The exposé's PDF bytes. */
export async function renderExposePdf(input: ExposeInput): Promise<Buffer> {
  registerPdfFonts();
  return renderToBuffer(createElement(ExposeDocument, { input }) as Parameters<typeof renderToBuffer>[0]);
}
