import { afterAll, describe, expect, it } from 'vitest';
import { useTempDataDir } from '@/test/auth';

const tmp = useTempDataDir('breeder-sealed-');
const { seal, unseal } = await import('./sealed');
afterAll(tmp.cleanup);

describe('sealed values', () => {
  it('reads back what it sealed for the same purpose, and shows nothing of it', () => {
    const sealed = seal('family@example.com', 'filter');
    expect(sealed).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(sealed).not.toContain('family');
    expect(unseal(sealed, 'filter')).toBe('family@example.com');
    // A new nonce each time: two seals of one address are not the same link.
    expect(seal('family@example.com', 'filter')).not.toBe(sealed);
  });

  it('reads nothing from another purpose, a changed value or a made-up one', () => {
    const sealed = seal('family@example.com', 'filter');
    expect(unseal(sealed, 'other')).toBeNull();
    const flipped = `${sealed.slice(0, -2)}${sealed.endsWith('AA') ? 'BB' : 'AA'}`;
    expect(unseal(flipped, 'filter')).toBeNull();
    expect(unseal('family@example.com', 'filter')).toBeNull();
    expect(unseal('A'.repeat(60), 'filter')).toBeNull();
    expect(unseal('', 'filter')).toBeNull();
  });
});
