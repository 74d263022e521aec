import { antiCaptureEnabled } from '@/lib/anti-capture';

const env = (vars: Record<string, string>) => vars as unknown as NodeJS.ProcessEnv;

describe('antiCaptureEnabled', () => {
  it('is on by default in production and off in development', () => {
    expect(antiCaptureEnabled(env({ NODE_ENV: 'production' }))).toBe(true);
    expect(antiCaptureEnabled(env({ NODE_ENV: 'development' }))).toBe(false);
  });

  it('follows ANTI_CAPTURE when it is set', () => {
    for (const off of ['off', 'OFF', '0', 'false', 'no']) {
      expect(antiCaptureEnabled(env({ NODE_ENV: 'production', ANTI_CAPTURE: off }))).toBe(false);
    }
    for (const on of ['on', '1', 'true', 'yes']) {
      expect(antiCaptureEnabled(env({ NODE_ENV: 'development', ANTI_CAPTURE: on }))).toBe(true);
    }
  });

  it('treats an empty value as unset', () => {
    expect(antiCaptureEnabled(env({ NODE_ENV: 'production', ANTI_CAPTURE: ' ' }))).toBe(true);
  });
});
