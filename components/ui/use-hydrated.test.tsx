import { act } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';

import { StartPaperButton } from '@/components/practice/start-paper-button';
import { HeaderMenu } from '@/components/site/header-menu';
import { Button } from '@/components/ui/button';
import { SubmitButton } from '@/components/ui/form';
import { OpenVivaRoomButton } from '@/components/viva-rooms/open-room-button';

jest.mock('next/navigation', () => ({
  useRouter: () => ({ push: jest.fn() }),
  usePathname: () => '/',
}));

const buttons = [
  [
    'a paper start',
    <StartPaperButton key="paper" start={{ kind: 'short', length: 'brief' }} label="Start" />,
  ],
  ['a viva room', <OpenVivaRoomButton key="room" length="brief" />],
  ['any Button given an onClick', <Button key="click" onClick={() => {}} />],
  ['the header menu toggle', <HeaderMenu key="menu">links</HeaderMenu>],
  [
    'the submit button of a form sent by its handler',
    <form key="form" onSubmit={(event) => event.preventDefault()}>
      <input name="password" defaultValue="secret" />
      <SubmitButton>Sign In</SubmitButton>
    </form>,
  ],
] as const;

describe.each(buttons)('%s, a button that acts only once hydrated', (_, element) => {
  it('is disabled in the server HTML and enabled once hydrated', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(element);
    document.body.append(container);
    const button = container.querySelector('button')!;
    expect(button.disabled).toBe(true);

    const errors = jest.spyOn(console, 'error').mockImplementation(() => {});
    await act(async () => {
      hydrateRoot(container, element);
    });
    expect(container.querySelector('button')).toBe(button);
    expect(button.disabled).toBe(false);
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
    container.remove();
  });
});

it('leaves a Button without an onClick plain and enabled: a server action form submits it before hydration', () => {
  const container = document.createElement('div');
  container.innerHTML = renderToString(<Button type="submit">Sign Out</Button>);
  expect(container.querySelector('button')!.disabled).toBe(false);
});
