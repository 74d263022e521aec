import { act } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';

import { StartPaperButton } from '@/components/practice/start-paper-button';
import { OpenVivaRoomButton } from '@/components/viva-rooms/open-room-button';

jest.mock('next/navigation', () => ({ useRouter: () => ({ push: jest.fn() }) }));

const buttons = [
  [
    'a paper start',
    <StartPaperButton key="paper" start={{ kind: 'short', length: 'brief' }} label="Start" />,
  ],
  ['a viva room', <OpenVivaRoomButton key="room" length="brief" />],
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
