import { describe, expect, it } from 'vitest';
import { DENSITY_STORAGE_KEY, readDensity } from './list-density.tsx';

describe('list row density (issue 20)', () => {
  it('is compact until the user chooses otherwise', () => {
    expect(readDensity()).toBe('compact');
  });

  it('reads the stored choice', () => {
    window.localStorage.setItem(DENSITY_STORAGE_KEY, JSON.stringify('comfortable'));
    expect(readDensity()).toBe('comfortable');
    window.localStorage.setItem(DENSITY_STORAGE_KEY, JSON.stringify('compact'));
    expect(readDensity()).toBe('compact');
  });

  it('falls back to compact on anything it cannot read', () => {
    for (const stored of ['"wide"', 'not json', '42', 'null', '{"density":"comfortable"}']) {
      window.localStorage.setItem(DENSITY_STORAGE_KEY, stored);
      expect(readDensity()).toBe('compact');
    }
  });
});
