import { remembered } from './remembered';

it('computes a value once and answers it again from what it kept', () => {
  const kept = new Map<string, number>();
  const compute = jest.fn(() => 42);
  expect(remembered(kept, 'a', compute)).toBe(42);
  expect(remembered(kept, 'a', compute)).toBe(42);
  expect(compute).toHaveBeenCalledTimes(1);
});

it('keeps at most two thousand values, starting afresh when full', () => {
  const kept = new Map<string, number>();
  for (let i = 0; i < 2_000; i++) remembered(kept, String(i), () => i);
  expect(kept.size).toBe(2_000);
  remembered(kept, 'one more', () => -1);
  expect(kept.size).toBe(1);
  const compute = jest.fn(() => 0);
  remembered(kept, '0', compute);
  expect(compute).toHaveBeenCalledTimes(1);
});
