import yazl from 'yazl';

/** A ZIP of the given files as a hostile sender would make it, compressed unless told otherwise. */
export function zipOf(files: Record<string, Buffer | string>, compress = true): Promise<Buffer> {
  const zip = new yazl.ZipFile();
  for (const [name, content] of Object.entries(files)) zip.addBuffer(Buffer.from(content), name, { compress });
  zip.end();
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    zip.outputStream.on('data', (chunk: Buffer) => chunks.push(chunk));
    zip.outputStream.on('end', () => resolve(Buffer.concat(chunks)));
  });
}

/** Many entries of one megabyte of zeros each: small packed, large unpacked, and no single entry over the ratio check's size. */
export function zerosZip(xml: string, megabytes: number): Promise<Buffer> {
  const megabyte = Buffer.alloc(1024 * 1024);
  const files: Record<string, Buffer | string> = { 'openimmo.xml': xml };
  for (let index = 0; index < megabytes; index += 1) files[`bilder/${index}.jpg`] = megabyte;
  return zipOf(files);
}
