import fs from 'node:fs/promises';
import type { Download } from '@playwright/test';
import { PDFParse } from 'pdf-parse';

/** The text of a downloaded PDF, to check what an invoice prints. */
export async function pdfText(download: Download) {
  const parser = new PDFParse({ data: await fs.readFile(await download.path()) });
  try {
    return (await parser.getText()).text;
  } finally {
    await parser.destroy();
  }
}
