import type { ReactElement } from 'react';
import { screen } from '@testing-library/react';
import { renderWithProviders } from '../../testing/render';
import { lazyPage } from './lazy-page';

test('says it is loading until the chunk arrives, then draws the page it picks', async () => {
  type Chunk = { Other: () => null; Page: () => ReactElement };
  let arrive!: (module: Chunk) => void;
  const chunk = new Promise<Chunk>((resolve) => {
    arrive = resolve;
  });
  renderWithProviders(
    lazyPage(
      () => chunk,
      (m) => m.Page,
    ),
  );
  expect(screen.getByRole('status')).toHaveTextContent('Loading...');
  arrive({ Other: () => null, Page: () => <h1>The page</h1> });
  expect(await screen.findByRole('heading', { name: 'The page' })).toBeInTheDocument();
  expect(screen.queryByRole('status')).toBeNull();
});
