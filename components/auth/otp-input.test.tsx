import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';

import { emptyOtp, OtpInput } from './otp-input';

function Harness({ onChange = () => {} }: { onChange?: (code: string) => void }) {
  const [digits, setDigits] = useState(emptyOtp);
  return (
    <>
      <OtpInput
        value={digits}
        onChange={(next) => {
          setDigits(next);
          onChange(next.join(''));
        }}
      />
      <output data-testid="code">{digits.join('')}</output>
    </>
  );
}

const boxes = () => screen.getAllByRole('textbox');
const code = () => screen.getByTestId('code').textContent;

it('shows six single-digit boxes', () => {
  render(<Harness />);
  expect(boxes()).toHaveLength(6);
  expect(boxes()[0]).toHaveAccessibleName('Digit 1 of 6');
  expect(boxes()[0]).toHaveAttribute('inputmode', 'numeric');
  expect(boxes()[0]).toHaveAttribute('autocomplete', 'one-time-code');
});

it('moves focus to the next box when a digit is typed', async () => {
  render(<Harness />);
  const user = userEvent.setup();
  await user.click(boxes()[0]);
  await user.keyboard('4');
  expect(boxes()[0]).toHaveValue('4');
  expect(boxes()[1]).toHaveFocus();
  await user.keyboard('2917');
  expect(boxes()[5]).toHaveFocus();
  await user.keyboard('3');
  expect(code()).toBe('429173');
  // The last box keeps focus.
  expect(boxes()[5]).toHaveFocus();
});

it('accepts digits only, one per box', async () => {
  render(<Harness />);
  const user = userEvent.setup();
  await user.click(boxes()[0]);
  await user.keyboard('a');
  expect(boxes()[0]).toHaveValue('');
  expect(boxes()[0]).toHaveFocus();
  await user.keyboard('7');
  await user.click(boxes()[0]);
  await user.keyboard('8');
  expect(boxes()[0]).toHaveValue('8');
});

it('moves back on Backspace in an empty box, and clears a filled box first', async () => {
  render(<Harness />);
  const user = userEvent.setup();
  await user.click(boxes()[0]);
  await user.keyboard('12');
  expect(boxes()[2]).toHaveFocus();
  await user.keyboard('{Backspace}');
  expect(boxes()[1]).toHaveFocus();
  expect(code()).toBe('12');
  await user.keyboard('{Backspace}');
  expect(boxes()[1]).toHaveValue('');
  expect(boxes()[1]).toHaveFocus();
  await user.keyboard('{Backspace}');
  expect(boxes()[0]).toHaveFocus();
  expect(code()).toBe('1');
});

it('fills all six boxes from a paste of exactly six digits', () => {
  render(<Harness />);
  fireEvent.paste(boxes()[2], { clipboardData: { getData: () => ' 042917 ' } });
  expect(boxes().map((box) => (box as HTMLInputElement).value)).toEqual([
    '0',
    '4',
    '2',
    '9',
    '1',
    '7',
  ]);
  expect(boxes()[5]).toHaveFocus();
});

it.each(['12345', '1234567', '12a456', '12 345'])('ignores a paste of %j', (text) => {
  render(<Harness />);
  fireEvent.paste(boxes()[0], { clipboardData: { getData: () => text } });
  expect(code()).toBe('');
});
