import { clockWarningCrossed, nextSaveSpeech } from '@/components/practice/paper-announcements';

const MINUTE = 60_000;

describe('clockWarningCrossed', () => {
  it('warns as the clock passes 5 and 1 minutes left, and not between', () => {
    expect(clockWarningCrossed(5 * MINUTE + 500, 5 * MINUTE - 500)).toBe(5);
    expect(clockWarningCrossed(5 * MINUTE + 1000, 5 * MINUTE)).toBe(5);
    expect(clockWarningCrossed(5 * MINUTE, 5 * MINUTE - 1000)).toBeNull();
    expect(clockWarningCrossed(3 * MINUTE, 3 * MINUTE - 1000)).toBeNull();
    expect(clockWarningCrossed(MINUTE + 400, MINUTE - 600)).toBe(1);
  });

  it('warns once for a tab that slept across both points, with the nearer one', () => {
    expect(clockWarningCrossed(6 * MINUTE, 30_000)).toBe(1);
  });

  it('does not warn once the time is up, nor for a clock that went back', () => {
    expect(clockWarningCrossed(MINUTE + 1000, 0)).toBeNull();
    expect(clockWarningCrossed(MINUTE - 1000, MINUTE + 1000)).toBeNull();
  });
});

describe('nextSaveSpeech', () => {
  it('says nothing for the saving and saved of every pause in typing', () => {
    expect(nextSaveSpeech(false, 'saving')).toEqual({ failing: false, say: null });
    expect(nextSaveSpeech(false, 'saved')).toEqual({ failing: false, say: null });
  });

  it('says when saving starts failing, once, and when a save succeeds again', () => {
    let speech = nextSaveSpeech(false, 'offline');
    expect(speech).toEqual({ failing: true, say: 'failed' });
    speech = nextSaveSpeech(speech.failing, 'saving');
    expect(speech).toEqual({ failing: true, say: null });
    speech = nextSaveSpeech(speech.failing, 'offline');
    expect(speech).toEqual({ failing: true, say: null });
    speech = nextSaveSpeech(speech.failing, 'saved');
    expect(speech).toEqual({ failing: false, say: 'recovered' });
    expect(nextSaveSpeech(speech.failing, 'saved')).toEqual({ failing: false, say: null });
  });
});
