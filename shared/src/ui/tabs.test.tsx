import { useState } from 'react';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../testing/render';
import { Tabs } from './tabs';

const TABS = [
  { key: 'due', label: 'Due today (4)' },
  { key: 'upcoming', label: 'Upcoming' },
  { key: 'done', label: 'Done' },
] as const;
type Key = (typeof TABS)[number]['key'];

function Example({ onSelect }: { onSelect?: (key: Key) => void }) {
  const [selected, setSelected] = useState<Key>('upcoming');
  return (
    <Tabs
      label="Reminders"
      tabs={TABS}
      selected={selected}
      onSelect={(key) => {
        setSelected(key);
        onSelect?.(key);
      }}
    >
      <p>{`Panel of ${selected}`}</p>
    </Tabs>
  );
}

const tab = (name: string) => screen.getByRole('tab', { name });

test('a named tab list, the selected tab alone in the Tab order, its panel named by it', () => {
  renderWithProviders(<Example />);
  expect(screen.getByRole('tablist', { name: 'Reminders' })).toBeInTheDocument();
  expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual([
    'Due today (4)',
    'Upcoming',
    'Done',
  ]);
  expect(tab('Upcoming')).toHaveAttribute('aria-selected', 'true');
  expect(tab('Upcoming')).toHaveAttribute('tabindex', '0');
  expect(tab('Done')).toHaveAttribute('aria-selected', 'false');
  expect(tab('Done')).toHaveAttribute('tabindex', '-1');
  const panel = screen.getByRole('tabpanel', { name: 'Upcoming' });
  expect(panel).toHaveTextContent('Panel of upcoming');
  expect(tab('Upcoming')).toHaveAttribute('aria-controls', panel.id);
  expect(tab('Done')).not.toHaveAttribute('aria-controls');
});

test('a click selects a tab and shows its panel', async () => {
  const onSelect = jest.fn();
  renderWithProviders(<Example onSelect={onSelect} />);
  await userEvent.click(tab('Done'));
  expect(onSelect).toHaveBeenCalledWith('done');
  expect(tab('Done')).toHaveAttribute('aria-selected', 'true');
  expect(screen.getByRole('tabpanel', { name: 'Done' })).toHaveTextContent('Panel of done');
});

test('the arrow keys move to the next and previous tab, round the ends; Home and End go to the first and last', async () => {
  renderWithProviders(<Example />);
  await userEvent.tab();
  expect(tab('Upcoming')).toHaveFocus();
  await userEvent.keyboard('{ArrowRight}');
  expect(tab('Done')).toHaveFocus();
  expect(tab('Done')).toHaveAttribute('aria-selected', 'true');
  await userEvent.keyboard('{ArrowRight}');
  expect(tab('Due today (4)')).toHaveFocus();
  await userEvent.keyboard('{ArrowLeft}');
  expect(tab('Done')).toHaveFocus();
  await userEvent.keyboard('{Home}');
  expect(tab('Due today (4)')).toHaveFocus();
  expect(screen.getByRole('tabpanel')).toHaveTextContent('Panel of due');
  await userEvent.keyboard('{ArrowLeft}');
  expect(tab('Done')).toHaveFocus();
  await userEvent.keyboard('{Home}');
  await userEvent.keyboard('{End}');
  expect(tab('Done')).toHaveFocus();
  await userEvent.tab();
  expect(document.body).toHaveFocus();
});
