import { screen } from '@testing-library/react';
import { renderWithProviders } from '../testing/render';
import { Button } from '../core/ui/button';
import { Form, FormButtons } from './form';
import { LinkButton } from '../core/ui/link-button';
import { NotFoundPage } from '../core/ui/not-found-page';
import { PageHeader } from './page-header';
import { SearchInput } from './search-input';
import { Loading } from '../core/ui/loading';

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

test("FormButtons: the way out, the screen's own buttons, then the submit, busy while saving", () => {
  const { rerender } = renderWithProviders(
    <Form aria-label="Balance">
      <FormButtons submitLabel="Update" saving leaveTo="/pending" leaveLabel="Back">
        <Button>Download Invoice</Button>
      </FormButtons>
    </Form>,
  );
  const form = screen.getByRole('form', { name: 'Balance' });
  expect(form).toHaveAttribute('novalidate');
  // In the order they read: the way out first, the submit last.
  expect([...form.querySelectorAll('a, button')].map((b) => b.textContent)).toEqual([
    'Back',
    'Download Invoice',
    'Update',
  ]);
  expect(screen.getByRole('link', { name: 'Back' })).toHaveAttribute('href', '/pending');
  expect(screen.getByRole('button', { name: 'Update' })).toHaveAttribute('type', 'submit');
  expect(screen.getByRole('button', { name: 'Update' })).toHaveAttribute('aria-busy', 'true');
  rerender(<FormButtons submitLabel="Change Password" saving={false} />);
  expect(screen.queryByRole('link')).toBeNull();
  expect(screen.getByRole('button', { name: 'Change Password' })).toBeEnabled();
});
