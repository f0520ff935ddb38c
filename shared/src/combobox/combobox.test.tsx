import { useState } from 'react';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../testing/render';
import { Combobox, type ComboboxProps } from './combobox';

interface Fruit {
  id: number;
  name: string;
  kind: 'Berries' | 'Citrus';
}

const FRUITS: Fruit[] = [
  { id: 1, name: 'Lemon', kind: 'Citrus' },
  { id: 2, name: 'Lime', kind: 'Citrus' },
  { id: 3, name: 'Blueberry', kind: 'Berries' },
];

type Extra = Partial<ComboboxProps<Fruit>>;

/** Lists the fruits whose name holds the text; records every pick (null: forgotten). */
function Picker({ picks, ...extra }: Extra & { picks: (Fruit | null)[] }) {
  const [text, setText] = useState('');
  const items = text.trim()
    ? FRUITS.filter((f) => f.name.toLowerCase().includes(text.trim().toLowerCase()))
    : [];
  return (
    <Combobox
      label="Fruit"
      listLabel="Matching fruits"
      value={text}
      onValueChange={setText}
      items={items}
      itemKey={(f) => f.id}
      itemToString={(f) => f.name}
      renderItem={(f) => (
        <>
          {f.name} <small>{f.kind}</small>
        </>
      )}
      onSelect={(f) => picks.push(f)}
      {...extra}
    />
  );
}

function renderPicker(extra: Extra = {}) {
  const picks: (Fruit | null)[] = [];
  renderWithProviders(<Picker picks={picks} {...extra} />);
  return { picks, box: screen.getByRole('combobox', { name: 'Fruit' }) };
}

const options = () => screen.getAllByRole('option').map((o) => o.textContent);

test('a labelled box whose named list shows only while it has options', async () => {
  const { box } = renderPicker();
  expect(box).toHaveAttribute('aria-expanded', 'false');
  expect(screen.queryByRole('listbox')).toBeNull();
  await userEvent.type(box, 'l');
  const list = screen.getByRole('listbox', { name: 'Matching fruits' });
  expect(box).toHaveAttribute('aria-expanded', 'true');
  expect(box).toHaveAttribute('aria-controls', list.id);
  expect(options()).toEqual(['Lemon Citrus', 'Lime Citrus', 'Blueberry Berries']);
  expect(box).not.toHaveAttribute('aria-activedescendant');
  await userEvent.type(box, 'xyz');
  expect(screen.queryByRole('listbox')).toBeNull();
  expect(box).toHaveAttribute('aria-expanded', 'false');
});

test('arrows move and wrap, Enter picks and fills the box, typing again forgets the pick', async () => {
  const { box, picks } = renderPicker();
  await userEvent.type(box, 'l');
  await userEvent.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}{ArrowDown}{ArrowUp}');
  const active = screen.getByRole('option', { selected: true });
  expect(active).toHaveTextContent('Blueberry');
  expect(box).toHaveAttribute('aria-activedescendant', active.id);
  picks.length = 0;
  await userEvent.keyboard('{Enter}');
  expect(picks).toEqual([FRUITS[2]]);
  expect(box).toHaveValue('Blueberry');
  expect(screen.queryByRole('listbox')).toBeNull();
  await userEvent.type(box, 's');
  expect(picks).toEqual([FRUITS[2], null]);
  expect(box).toHaveValue('Blueberrys');
});

test('a click picks; with clearOnSelect the box empties', async () => {
  const { box, picks } = renderPicker({ clearOnSelect: true });
  await userEvent.type(box, 'li');
  await userEvent.click(screen.getByRole('option', { name: /Lime/ }));
  expect(picks.at(-1)).toEqual(FRUITS[1]);
  expect(box).toHaveValue('');
  expect(box).toHaveFocus();
});

test('Escape closes the list, a second Escape clears the box and the pick', async () => {
  const { box, picks } = renderPicker();
  await userEvent.type(box, 'lem');
  await userEvent.keyboard('{Escape}');
  expect(screen.queryByRole('listbox')).toBeNull();
  expect(box).toHaveValue('lem');
  await userEvent.keyboard('{ArrowDown}');
  expect(options()).toEqual(['Lemon Citrus']);
  expect(screen.getByRole('option', { selected: true })).toHaveTextContent('Lemon');
  await userEvent.keyboard('{Escape}{Escape}');
  expect(box).toHaveValue('');
  expect(picks.at(-1)).toBeNull();
});

test('Enter with no active option goes to onEnter with the text, or does nothing', async () => {
  const onEnter = jest.fn();
  const { box, picks } = renderPicker({ onEnter });
  await userEvent.type(box, 'li{Enter}');
  expect(onEnter).toHaveBeenCalledWith('li');
  expect(box).toHaveAttribute('aria-expanded', 'false');
  expect(picks.filter(Boolean)).toEqual([]);
});

test('without onEnter, Enter with no active option leaves the list open', async () => {
  const { box, picks } = renderPicker();
  await userEvent.type(box, 'li{Enter}');
  expect(box).toHaveAttribute('aria-expanded', 'true');
  expect(picks.filter(Boolean)).toEqual([]);
});

test('groups, a hidden label, a note when nothing is found and a polite hint', async () => {
  renderWithProviders(
    <Picker
      picks={[]}
      hideLabel
      groups={{ names: ['Citrus', 'Berries'], of: (f) => f.kind }}
      emptyNote="Nothing found."
      hint="Type part of a name."
    />,
  );
  expect(screen.queryByText('Fruit')).toBeNull();
  const box = screen.getByRole('combobox', { name: 'Fruit' });
  expect(screen.getByText('Type part of a name.')).toHaveAttribute('aria-live', 'polite');
  await userEvent.type(box, 'l');
  const group = (name: string) =>
    within(screen.getByRole('group', { name }))
      .getAllByRole('option')
      .map((o) => o.textContent);
  expect(group('Citrus')).toEqual(['Lemon Citrus', 'Lime Citrus']);
  expect(group('Berries')).toEqual(['Blueberry Berries']);
  expect(screen.queryByRole('status')).toBeNull();
  await userEvent.type(box, 'q');
  expect(screen.getByRole('status')).toHaveTextContent('Nothing found.');
});
