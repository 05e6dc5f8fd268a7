import { describe, expect, it } from 'vitest';
import { altFromName, FALLBACK_ALT, galleryLabels } from './gallery-alt';

describe('altFromName', () => {
  it('drops the upload timestamp and extension and capitalises', () => {
    expect(altFromName('spring-meadow_1712345.webp')).toBe('Spring meadow');
    expect(altFromName('spring-meadow_1712345678901.jpg')).toBe('Spring meadow');
  });

  it('turns dashes and underscores into single spaces', () => {
    expect(altFromName('tug-of-war__best_friends.png')).toBe('Tug of war best friends');
  });

  it('lower-cases shouting names but keeps them readable', () => {
    expect(altFromName('SNOW-DAY_1712345.WEBP')).toBe('Snow day');
  });

  it('ignores a folder and a leading timestamp', () => {
    expect(altFromName('adminGallery/first-swim_1712345.avif')).toBe('First swim');
    expect(altFromName('1712345678_porch-morning.jpg')).toBe('Porch morning');
  });

  it('decodes percent-encoded names', () => {
    expect(altFromName('barn%20door_1712345.webp')).toBe('Barn door');
    expect(altFromName('100%-golden.webp')).toBe('100% golden');
  });

  it('keeps short numbers that are part of the name', () => {
    expect(altFromName('litter-2024.webp')).toBe('Litter 2024');
  });

  it('falls back when nothing readable is left', () => {
    expect(altFromName('1712345678.jpg')).toBe(FALLBACK_ALT);
    expect(altFromName('_1712345.webp')).toBe(FALLBACK_ALT);
    expect(altFromName('')).toBe(FALLBACK_ALT);
  });
});

describe('galleryLabels', () => {
  it("uses the owner's alt text and caption when set, else the file name and no caption", () => {
    expect(galleryLabels({ name: 'pond_1712345.webp', customMetadata: { alt: ' Two puppies by a pond ', caption: 'Summer swim' } })).toEqual({
      alt: 'Two puppies by a pond',
      caption: 'Summer swim',
    });
    expect(galleryLabels({ name: 'pond_1712345.webp', customMetadata: { width: '10' } })).toEqual({ alt: 'Pond', caption: '' });
    expect(galleryLabels({ name: 'pond_1712345.webp', customMetadata: { alt: '  ' } })).toEqual({ alt: 'Pond', caption: '' });
    expect(galleryLabels({ name: 'pond_1712345.webp' })).toEqual({ alt: 'Pond', caption: '' });
  });
});
