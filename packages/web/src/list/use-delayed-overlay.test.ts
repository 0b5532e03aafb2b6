import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useDelayedOverlay } from './use-delayed-overlay.ts';

describe('table loading overlay timing (spec 000 §4.2)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('never shows for loads shorter than 100 ms', () => {
    const { result, rerender } = renderHook(({ loading }) => useDelayedOverlay(loading), {
      initialProps: { loading: true },
    });
    act(() => {
      vi.advanceTimersByTime(90);
    });
    expect(result.current).toBe(false);
    rerender({ loading: false });
    act(() => {
      vi.advanceTimersByTime(1000);
    });
    expect(result.current).toBe(false);
  });

  it('shows after 100 ms and stays at least 500 ms', () => {
    const { result, rerender } = renderHook(({ loading }) => useDelayedOverlay(loading), {
      initialProps: { loading: true },
    });
    act(() => {
      vi.advanceTimersByTime(100);
    });
    expect(result.current).toBe(true);
    act(() => {
      vi.advanceTimersByTime(50);
    });
    rerender({ loading: false });
    act(() => {
      vi.advanceTimersByTime(400);
    });
    expect(result.current).toBe(true);
    act(() => {
      vi.advanceTimersByTime(60);
    });
    expect(result.current).toBe(false);
  });

  it('hides as soon as a long load ends', () => {
    const { result, rerender } = renderHook(({ loading }) => useDelayedOverlay(loading), {
      initialProps: { loading: true },
    });
    act(() => {
      vi.advanceTimersByTime(2000);
    });
    expect(result.current).toBe(true);
    rerender({ loading: false });
    act(() => {
      vi.advanceTimersByTime(0);
    });
    expect(result.current).toBe(false);
  });
});
