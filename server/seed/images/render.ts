import sharp from 'sharp';

/** SVG to PNG with librsvg; the PNG is only a hand-over to the image pipeline, so it is compressed lightly. */
export function renderSvg(svg: string): Promise<Buffer> {
  return sharp(Buffer.from(svg)).png({ compressionLevel: 1 }).toBuffer();
}
