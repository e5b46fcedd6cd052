import { afterEach, describe, expect, it, vi } from 'vitest';
import { afterLoadWhenIdle, IDLE_TIMEOUT_MS } from './index';

function setReadyState(state: DocumentReadyState) {
  Object.defineProperty(document, 'readyState', { configurable: true, get: () => state });
}

describe('afterLoadWhenIdle', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    setReadyState('complete');
  });

  it('waits for the load event, then for an idle moment (no later than the timeout)', () => {
    setReadyState('loading');
    const requestIdleCallback = vi.fn((_callback: IdleRequestCallback, _options?: object) => 7);
    vi.stubGlobal('requestIdleCallback', requestIdleCallback);
    const callback = vi.fn();
    afterLoadWhenIdle(callback);
    expect(requestIdleCallback).not.toHaveBeenCalled();
    window.dispatchEvent(new Event('load'));
    expect(requestIdleCallback).toHaveBeenCalledWith(callback, { timeout: IDLE_TIMEOUT_MS });
    expect(callback).not.toHaveBeenCalled();
  });

  it('asks for an idle moment at once when the page has already loaded', () => {
    setReadyState('complete');
    const requestIdleCallback = vi.fn((callback: IdleRequestCallback) => {
      callback({ didTimeout: false, timeRemaining: () => 50 });
      return 1;
    });
    vi.stubGlobal('requestIdleCallback', requestIdleCallback);
    const callback = vi.fn();
    afterLoadWhenIdle(callback);
    expect(callback).toHaveBeenCalledTimes(1);
  });

  it('cancels before the load event, and cancels the idle request after it', () => {
    setReadyState('loading');
    const cancelIdleCallback = vi.fn();
    vi.stubGlobal(
      'requestIdleCallback',
      vi.fn(() => 42),
    );
    vi.stubGlobal('cancelIdleCallback', cancelIdleCallback);
    const callback = vi.fn();
    afterLoadWhenIdle(callback)();
    window.dispatchEvent(new Event('load'));
    expect(window.requestIdleCallback).not.toHaveBeenCalled();

    const cancel = afterLoadWhenIdle(callback);
    window.dispatchEvent(new Event('load'));
    cancel();
    expect(cancelIdleCallback).toHaveBeenCalledWith(42);
  });

  it('falls back to a timer where there is no requestIdleCallback (Safari)', () => {
    vi.useFakeTimers();
    setReadyState('complete');
    vi.stubGlobal('requestIdleCallback', undefined);
    const callback = vi.fn();
    afterLoadWhenIdle(callback);
    expect(callback).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(callback).toHaveBeenCalledTimes(1);
    vi.useRealTimers();
  });
});
