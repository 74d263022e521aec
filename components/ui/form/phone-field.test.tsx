import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as React from 'react';
import { useState } from 'react';
import * as jsxRuntime from 'react/jsx-runtime';
import * as jsxDevRuntime from 'react/jsx-dev-runtime';

import { dialCodeTyped } from './country-codes';

type PhoneModule = typeof import('./phone-field');

/** A fresh copy of the field's module, with the picker's chunk answering as `load` says. */
function phoneFieldWith(load: 'fails' | 'real'): PhoneModule {
  let loaded: PhoneModule | undefined;
  jest.isolateModules(() => {
    // A fresh field module (its picker is loaded once per module), on the test's own React.
    jest.doMock('react', () => React);
    jest.doMock('react/jsx-runtime', () => jsxRuntime);
    jest.doMock('react/jsx-dev-runtime', () => jsxDevRuntime);
    if (load === 'fails') {
      jest.doMock('./country-picker', () => {
        throw new Error('ChunkLoadError: Loading chunk failed');
      });
    }
    loaded = jest.requireActual<PhoneModule>('./phone-field');
  });
  return loaded!;
}

afterEach(() => jest.dontMock('./country-picker'));

function Form({ module, initial = '91' }: { module: PhoneModule; initial?: string }) {
  const [parts, setParts] = useState({ countryCode: initial, mobileNumber: '' });
  return (
    <>
      <module.PhoneField label="Mobile Number" id="mobile" {...parts} onChange={setParts} />
      <output>{`${parts.countryCode}|${parts.mobileNumber}`}</output>
    </>
  );
}

const number = () => screen.getByLabelText('Mobile Number', { selector: 'input' });

it('is a working number box with the India badge before the picker arrives', async () => {
  render(<Form module={phoneFieldWith('fails')} />);
  expect(number()).toHaveValue('+91 ');
  expect(screen.getByRole('button', { name: 'Country selector' })).toBeInTheDocument();
  expect(screen.queryByRole('combobox')).toBeNull();
  await userEvent.type(number(), '98765 43210');
  expect(screen.getByRole('status')).toHaveTextContent('91|9876543210');
});

it('takes a preferred country’s dial code typed with its plus sign', async () => {
  render(<Form module={phoneFieldWith('fails')} />);
  await userEvent.clear(number());
  await userEvent.type(number(), '+44 7700 900123');
  expect(screen.getByRole('status')).toHaveTextContent('44|7700900123');
  expect(number()).toHaveValue('+44 7700 900123');
});

it('hands what was typed, and the caret, to the picker when it arrives', async () => {
  render(<Form module={phoneFieldWith('real')} />);
  // Still the plain box: the picker's chunk resolves only once this test awaits.
  expect(screen.queryByRole('combobox')).toBeNull();
  act(() => number().focus());
  fireEvent.change(number(), { target: { value: '+91 98765' } });
  const picker = await screen.findByRole('combobox', { name: 'Country selector' });
  expect(picker).toHaveAttribute('title', 'India');
  expect((number() as HTMLInputElement).value).toMatch(/^\+91 98765/);
  expect(number()).toHaveFocus();
  await userEvent.type(number(), '43210');
  expect(screen.getByRole('status')).toHaveTextContent('91|9876543210');
});

it('takes another country’s number typed or pasted into the picker', async () => {
  render(<Form module={phoneFieldWith('real')} />);
  await screen.findByRole('combobox', { name: 'Country selector' });
  const user = userEvent.setup();
  await user.clear(number());
  await user.type(number(), '+447700900123');
  expect(screen.getByRole('status')).toHaveTextContent('44|7700900123');
  expect(number()).toHaveValue('+44 7700 900123');
  await user.tripleClick(number());
  await user.paste('+1 415 555 0100');
  expect(screen.getByRole('status')).toHaveTextContent('1|4155550100');
});

describe('dialCodeTyped', () => {
  it('keeps the chosen code unless a preferred one is typed after a plus sign', () => {
    expect(dialCodeTyped('98765', '91')).toBe('91');
    expect(dialCodeTyped('+91 98765', '91')).toBe('91');
    expect(dialCodeTyped('+44 7700', '91')).toBe('44');
    expect(dialCodeTyped('+1 202', '91')).toBe('1');
    expect(dialCodeTyped('+61 4', '91')).toBe('91');
  });
});
