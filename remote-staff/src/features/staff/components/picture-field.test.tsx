import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeStaffApi, sampleStaff, stubObjectUrls, renderRoutes } from '@spotter/shared/testing';
import { routes } from '../../../routes';

const renderSection = (url: string) => renderRoutes(routes, url);

const file = (name: string) => new File([name], name, { type: 'image/png' });

afterEach(() => jest.restoreAllMocks());

test('previews the chosen picture, and revokes each preview when replaced or unmounted', async () => {
  const urls = stubObjectUrls();
  fakeStaffApi([]);
  const { unmount } = renderSection('/add/staffs');
  expect(screen.queryByRole('img')).toBeNull();

  const first = file('first.png');
  await userEvent.upload(screen.getByLabelText('Profile Picture'), first);
  expect(urls.createObjectURL).toHaveBeenCalledWith(first);
  expect(screen.getByRole('img', { name: 'Preview of the new picture' })).toHaveAttribute(
    'src',
    'blob:preview-1',
  );

  await userEvent.upload(screen.getByLabelText('Profile Picture'), file('second.png'));
  expect(urls.revokeObjectURL).toHaveBeenCalledWith('blob:preview-1');
  expect(screen.getByRole('img', { name: 'Preview of the new picture' })).toHaveAttribute(
    'src',
    'blob:preview-2',
  );

  unmount();
  expect(urls.revokeObjectURL).toHaveBeenCalledWith('blob:preview-2');
  expect(urls.revokeObjectURL).toHaveBeenCalledTimes(2);
});

test('clearing the choice removes the preview', async () => {
  const urls = stubObjectUrls();
  fakeStaffApi([]);
  renderSection('/add/staffs');
  const input = screen.getByLabelText('Profile Picture');
  await userEvent.upload(input, file('first.png'));
  await userEvent.upload(input, []);
  expect(screen.queryByRole('img')).toBeNull();
  expect(urls.revokeObjectURL).toHaveBeenCalledWith('blob:preview-1');
});

test('on edit the current picture shows until a new one is chosen', async () => {
  stubObjectUrls();
  fakeStaffApi([sampleStaff()]);
  renderSection('/edit_trainer_staff/1');
  expect(await screen.findByRole('img', { name: 'Current picture' })).toHaveAttribute(
    'src',
    '/api/members/trainer_staff_picture/1?v=abc',
  );
  await userEvent.upload(screen.getByLabelText('Profile Picture'), file('new.png'));
  expect(screen.queryByRole('img', { name: 'Current picture' })).toBeNull();
  expect(screen.getByRole('img', { name: 'Preview of the new picture' })).toHaveAttribute(
    'src',
    'blob:preview-1',
  );
});
