import { render, screen } from '@testing-library/react';

import { OutsideConsole } from './outside-console';

let mockPath = '/';
jest.mock('next/navigation', () => ({ usePathname: () => mockPath }));

it.each([
  ['/', true],
  ['/session', true],
  ['/consoles', true],
  ['/console', false],
  ['/console/signin', false],
  ['/console/session/3', false],
])('on %s shows the site’s header: %s', (path, shown) => {
  mockPath = path;
  render(
    <OutsideConsole>
      <header>Site header</header>
    </OutsideConsole>,
  );
  expect(!!screen.queryByText('Site header')).toBe(shown);
});
