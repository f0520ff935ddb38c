import { screen } from '@testing-library/react';
import { renderWithProviders } from '../testing/render';
import { Button } from './button';
import { LinkButton } from './link-button';
import { NotFoundPage } from './not-found-page';
import { PageHeader } from './page-header';
import { SearchInput } from './search-input';
import { Loading } from './loading';

test('NotFoundPage says 404 and links home', () => {
  renderWithProviders(<NotFoundPage />);
  expect(screen.getByText('404 not found!!!!')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
});

test('PageHeader has a level-1 heading and its actions', () => {
  renderWithProviders(
    <PageHeader title="Plans" actions={<LinkButton to="/plans/add">Add Plan</LinkButton>} />,
  );
  expect(screen.getByRole('heading', { level: 1, name: 'Plans' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Add Plan' })).toHaveAttribute('href', '/plans/add');
});

test('a busy Button is aria-busy and disabled; buttons default to type=button', () => {
  renderWithProviders(<Button busy>Save Changes</Button>);
  const button = screen.getByRole('button', { name: 'Save Changes' });
  expect(button).toHaveAttribute('aria-busy', 'true');
  expect(button).toBeDisabled();
  expect(button).toHaveAttribute('type', 'button');
});

test('SearchInput uses its label as accessible name and placeholder; Loading is a status', () => {
  renderWithProviders(
    <>
      <SearchInput label="Search plans" value="" onChange={() => {}} />
      <Loading />
    </>,
  );
  expect(screen.getByRole('searchbox', { name: 'Search plans' })).toHaveAttribute(
    'placeholder',
    'Search plans',
  );
  expect(screen.getByRole('status')).toHaveTextContent('Loading...');
});
