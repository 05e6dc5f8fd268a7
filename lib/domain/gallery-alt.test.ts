import { describe, expect, it } from 'vitest';
import { altFromName, FALLBACK_ALT, galleryLabels } from './gallery-alt';

describe('altFromName', () => {
  it.each<[string, [string, string][]]>([
    ['drops the upload timestamp and extension and capitalises', [['spring-meadow_1712345.webp', 'Spring meadow'], ['spring-meadow_1712345678901.jpg', 'Spring meadow']]],
    ['turns dashes and underscores into single spaces', [['tug-of-war__best_friends.png', 'Tug of war best friends']]],
    ['lower-cases shouting names but keeps them readable', [['SNOW-DAY_1712345.WEBP', 'Snow day']]],
    ['ignores a folder and a leading timestamp', [['adminGallery/first-swim_1712345.avif', 'First swim'], ['1712345678_porch-morning.jpg', 'Porch morning']]],
    ['decodes percent-encoded names', [['barn%20door_1712345.webp', 'Barn door'], ['100%-golden.webp', '100% golden']]],
    ['keeps short numbers that are part of the name', [['litter-2024.webp', 'Litter 2024']]],
    ['falls back when nothing readable is left', [['1712345678.jpg', FALLBACK_ALT], ['_1712345.webp', FALLBACK_ALT], ['', FALLBACK_ALT]]],
  ])('%s', (_, cases) => {
    for (const [name, alt] of cases) expect(altFromName(name), name).toBe(alt);
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
