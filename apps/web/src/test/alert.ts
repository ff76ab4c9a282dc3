import { beforeEach, vi, type Mock } from 'vitest';

/**
 * `window.alert` replaced, for each test of the file, by the returned recorder (reset before each):
 * the spec's forms say their problems in alerts, and jsdom has none. The file's own `afterEach`
 * puts the globals back (`vi.unstubAllGlobals()`).
 */
export function stubAlert(): Mock<(message?: string) => void> {
  const alert = vi.fn<(message?: string) => void>();
  beforeEach(() => {
    alert.mockReset();
    vi.stubGlobal('alert', alert);
  });
  return alert;
}
