import { describe, expect, it } from 'vitest';
import { checkDimensions, checkFile, ImageRejected, MAX_INPUT_BYTES, planVariants, uploadedImage } from './imageVariants';

describe('image variants (the embedded pipeline’s rules, in the browser)', () => {
  it('plans the standard widths that fit, keeping the aspect ratio', () => {
    expect(planVariants(4000, 3000)).toEqual([
      { width: 480, height: 360 },
      { width: 960, height: 720 },
      { width: 1600, height: 1200 },
    ]);
    expect(planVariants(1000, 1500)).toEqual([
      { width: 480, height: 720 },
      { width: 960, height: 1440 },
    ]);
  });

  it('keeps a narrow picture at its own width instead of enlarging it', () => {
    expect(planVariants(300, 200)).toEqual([{ width: 300, height: 200 }]);
  });

  it('refuses what the embedded pipeline refuses, with its German messages', () => {
    expect(() => checkFile({ size: MAX_INPUT_BYTES + 1, type: 'image/jpeg' })).toThrow('höchstens 15 MB');
    expect(() => checkFile({ size: 10, type: 'image/gif' })).toThrow('JPEG, PNG, WebP oder AVIF');
    expect(() => checkFile({ size: 10, type: 'image/avif' })).not.toThrow();
    expect(() => checkDimensions(8000, 6000)).toThrow('höchstens 40 Megapixel');
    expect(() => checkDimensions(800, 150)).toThrow('mindestens 200 Pixel');
    expect(() => checkDimensions(0, 0)).toThrow(ImageRejected);
  });

  it('describes the stored image like the embedded upload: middle variant, srcset, largest size', () => {
    expect(
      uploadedImage([
        { width: 480, height: 320, url: 'https://s/480.webp' },
        { width: 960, height: 640, url: 'https://s/960.webp' },
        { width: 1600, height: 1067, url: 'https://s/1600.webp' },
      ]),
    ).toEqual({
      src: 'https://s/960.webp',
      srcset: 'https://s/480.webp 480w, https://s/960.webp 960w, https://s/1600.webp 1600w',
      width: 1600,
      height: 1067,
    });
    expect(uploadedImage([{ width: 300, height: 200, url: 'https://s/300.webp' }])).toEqual({
      src: 'https://s/300.webp',
      srcset: 'https://s/300.webp 300w',
      width: 300,
      height: 200,
    });
  });
});
