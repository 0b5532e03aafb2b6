import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useLastPresent } from './use-last-present.ts';

describe('useLastPresent', () => {
  it('keeps the last value that was not null, and follows every new one', () => {
    const { result, rerender } = renderHook(({ value }: { value: string | null }) => useLastPresent(value), {
      initialProps: { value: null as string | null },
    });
    expect(result.current).toBeNull();
    rerender({ value: 'grupo' });
    expect(result.current).toBe('grupo');
    rerender({ value: null });
    expect(result.current).toBe('grupo');
    rerender({ value: 'individual' });
    expect(result.current).toBe('individual');
  });
});
