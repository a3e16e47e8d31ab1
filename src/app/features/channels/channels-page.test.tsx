// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, test } from 'vitest';
import { appPerTest, navLink, renderApp, seedChart } from '../../test-support/render-app-test-kit';

beforeAll(() => {
  // jsdom has no canvas (it prints "not implemented"); the map lives with a null context.
  HTMLCanvasElement.prototype.getContext = (() => null) as never;
});

const app = appPerTest((app) => seedChart(app.api, 'hall', 'sampleChart', ['concert']));

const list = () => screen.getByRole('region', { name: 'Channels' });
const order = () =>
  within(list())
    .getAllByRole('listitem')
    .map((item) => item.querySelector('strong')?.textContent);
const details = () => screen.getByRole('region', { name: 'Selected channel' });
const assign = () => screen.getByRole('region', { name: /^Assign objects to/ });

async function openEditor() {
  const view = renderApp(app, '/events/concert/channels');
  await screen.findByRole('button', { name: '+ Add channel' });
  return view;
}

function addChannel(name: string) {
  fireEvent.click(within(list()).getByRole('button', { name: '+ Add channel' }));
  fireEvent.change(within(details()).getByLabelText('Name'), { target: { value: name } });
}

async function assignLabels(text: string) {
  const field = await within(assign()).findByLabelText('Labels or ranges');
  fireEvent.change(field, { target: { value: text } });
  fireEvent.click(within(assign()).getByRole('button', { name: /^Assign to / }));
}

describe('channels editor', () => {
  test('builds channels with colours, order and objects, and Save sends exactly that list', async () => {
    await openEditor();
    addChannel('VIP');
    fireEvent.click(within(details()).getByRole('button', { name: 'Use #e15759' }));
    await assignLabels('A-1..A-4');
    expect(within(details()).getByRole('list', { name: 'Objects in VIP' }).children).toHaveLength(
      4,
    );

    addChannel('Web');
    fireEvent.change(within(details()).getByLabelText('Colour'), { target: { value: '#e05a5a' } });
    expect(
      screen.getByText('“VIP” and “Web” have colours that are hard to tell apart.'),
    ).toBeVisible();
    fireEvent.change(within(details()).getByLabelText('Colour'), { target: { value: '#4e79a7' } });
    expect(screen.queryByText(/hard to tell apart/)).toBeNull();

    // are VIP's: go into Web at once, the other two wait for a yes.
    await assignLabels('A-3..A-6');
    const conflict = screen.getByRole('alert', { name: 'Move to Web?' });
    expect(conflict).toHaveTextContent('Move 2 objects to Web?');
    expect(conflict).toHaveTextContent('In VIP: A-3, A-4');
    expect(screen.getByRole('button', { name: 'Save channels' })).toBeDisabled();
    fireEvent.click(within(conflict).getByRole('button', { name: 'Move them to Web' }));
    expect(screen.queryByRole('alert', { name: 'Move to Web?' })).toBeNull();

    fireEvent.change(within(assign()).getByLabelText('Places'), { target: { value: '30' } });
    fireEvent.click(within(assign()).getByRole('button', { name: 'Set places' }));

    fireEvent.click(within(list()).getByRole('button', { name: 'Move Web up' }));
    expect(order()).toEqual(['Web', 'VIP']);
    expect(within(list()).getByRole('status')).toHaveTextContent(
      /^Web moved to position 1 of 2\.$/,
    );

    const changes = screen.getByRole('list', { name: 'What Save will change' });
    expect(within(changes).getByText('Add channel "VIP" (vip)')).toBeVisible();
    fireEvent.click(screen.getByRole('button', { name: 'Save channels' }));
    await screen.findByRole('heading', { name: 'No unsaved changes' });

    const event = await app.api.events.retrieve('concert');
    expect(
      event.channels?.map(({ key, name, color, index, objects, areaPlaces }) => ({
        key,
        name,
        color,
        index,
        objects,
        areaPlaces,
      })),
    ).toEqual([
      {
        key: 'web',
        name: 'Web',
        color: '#4e79a7',
        index: 0,
        objects: ['A-5', 'A-6', 'A-3', 'A-4'],
        areaPlaces: { GA1: 30 },
      },
      {
        key: 'vip',
        name: 'VIP',
        color: '#e15759',
        index: 1,
        objects: ['A-1', 'A-2'],
        areaPlaces: {},
      },
    ]);
  });

  test('the saved list comes back in index order after a reload', async () => {
    await app.api.events.create({
      chartKey: 'hall',
      eventKey: 'ordered',
      channels: [
        { key: 'b', name: 'Second', index: 1, objects: ['B-1'] },
        { key: 'a', name: 'First', index: 0, objects: ['A-1'] },
      ],
    });
    renderApp(app, '/events/ordered/channels');
    await screen.findByRole('button', { name: '+ Add channel' });
    expect(order()).toEqual(['First', 'Second']);
  });

  test('reorders by keyboard (Alt+arrows) and by drag and drop', async () => {
    await app.api.events.create({
      chartKey: 'hall',
      eventKey: 'three',
      channels: ['One', 'Two', 'Three'].map((name, index) => ({
        key: name.toLowerCase(),
        name,
        index,
      })),
    });
    renderApp(app, '/events/three/channels');
    await screen.findByRole('button', { name: '+ Add channel' });
    const three = within(list())
      .getAllByRole('listitem')[2]
      .querySelector('.channel-select') as HTMLElement;
    fireEvent.keyDown(three, { key: 'ArrowUp', altKey: true });
    expect(order()).toEqual(['One', 'Three', 'Two']);

    const items = within(list()).getAllByRole('listitem');
    const dataTransfer = { setData: () => undefined, effectAllowed: '', dropEffect: '' };
    fireEvent.dragStart(items[2], { dataTransfer });
    fireEvent.dragOver(items[0], { dataTransfer });
    fireEvent.drop(items[0], { dataTransfer });
    expect(order()).toEqual(['Two', 'One', 'Three']);
  });

  test('unknown labels, bad ranges, duplicate names and bad colours are caught before sending', async () => {
    await openEditor();
    addChannel('VIP');
    await assignLabels('A-1, Z-99, B-1..C-3');
    const labels = within(assign()).getByLabelText('Labels or ranges');
    expect(labels).toHaveAccessibleDescription(/Not on this event's chart: Z-99\./);
    expect(labels).toHaveAccessibleDescription(/share the part before the number/);
    expect(labels).toHaveAttribute('aria-invalid', 'true');
    expect(within(details()).getByText('No objects in VIP yet.')).toBeVisible();

    addChannel('vip');
    expect(within(details()).getByLabelText('Name')).toHaveAccessibleDescription(
      'Another channel is already named "vip".',
    );
    fireEvent.change(within(details()).getByLabelText('Colour'), { target: { value: '#12345' } });
    expect(within(details()).getByLabelText('Colour')).toHaveAccessibleDescription(
      /a hex colour has 3, 4, 6 or 8 digits/,
    );
    expect(screen.getByRole('button', { name: 'Save channels' })).toBeDisabled();
    expect((await app.api.events.retrieve('concert')).channels).toEqual([]);
  });

  test("the service's refusal is shown in staff words, its code in the tooltip", async () => {
    await openEditor();
    addChannel('VIP');
    await app.api.events.delete('concert');
    fireEvent.click(screen.getByRole('button', { name: 'Save channels' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The channels were not saved');
    expect(alert).toHaveTextContent('There is no event concert.');
    expect(alert.querySelector('p')).toHaveAttribute('title', 'API: EVENT_NOT_FOUND');
  });

  test('leaving with unsaved changes asks first', async () => {
    const { router } = await openEditor();
    addChannel('VIP');
    fireEvent.click(navLink('Charts'));
    const dialog = await screen.findByRole('dialog', { name: 'Leave without saving?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Stay' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(router.state.location.pathname).toBe('/events/concert/channels');

    fireEvent.click(navLink('Charts'));
    fireEvent.click(
      within(await screen.findByRole('dialog')).getByRole('button', {
        name: 'Leave and lose them',
      }),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/charts'));
  });

  test('picks objects filtered by section and row', async () => {
    await seedChart(app.api, 'sections', 'sampleChartWithSections', ['derby']);
    renderApp(app, '/events/derby/channels');
    await screen.findByRole('button', { name: '+ Add channel' });
    addChannel('Press');
    fireEvent.change(await within(assign()).findByLabelText('Section'), {
      target: { value: 'Section B' },
    });
    const rowSelect = within(assign()).getByLabelText('Row or table') as HTMLSelectElement;
    const firstRow = rowSelect.options[1].value;
    fireEvent.change(rowSelect, { target: { value: firstRow } });
    const matches = within(
      screen.getByRole('list', { name: 'Objects matching the filter' }),
    ).getAllByRole('checkbox');
    fireEvent.click(
      within(assign()).getByRole('button', { name: `Select all ${matches.length} matching` }),
    );
    fireEvent.click(
      within(assign()).getByRole('button', { name: `Assign ${matches.length} selected to Press` }),
    );
    const assigned = within(details()).getByRole('list', { name: 'Objects in Press' });
    expect(assigned.children).toHaveLength(matches.length);
    expect(assigned).toHaveTextContent(`Section B-${firstRow}-1`);
  });

  test('paints from the map (its list view); a question left open survives selecting another channel and blocks Save', async () => {
    await app.api.events.create({
      chartKey: 'hall',
      eventKey: 'paint',
      channels: [
        { key: 'web', name: 'Web', index: 0, objects: ['A-1', 'A-2'] },
        { key: 'partners', name: 'Partners', index: 1, objects: [] },
      ],
    });
    renderApp(app, '/events/paint/channels');
    const map = await screen.findByRole('region', { name: /by channel$/ });
    fireEvent.click(within(list()).getAllByRole('button', { name: /Partners/ })[0]);
    fireEvent.click(await within(map).findByRole('button', { name: 'List' }));
    fireEvent.click(within(map).getByRole('checkbox', { name: 'Select B-1' }));
    expect(within(map).getByRole('status')).toHaveTextContent('Added 1 object to Partners.');
    // Painting keeps no selection, so the map shows no selection bar.
    expect(within(map).queryByText('Nothing selected')).toBeNull();
    expect(within(details()).getByRole('list', { name: 'Objects in Partners' })).toHaveTextContent(
      'B-1',
    );
    expect(within(map).getByText(/^B-1, row B, .*, in Partners$/)).toBeVisible();

    fireEvent.click(within(map).getByRole('checkbox', { name: 'Select A-1' }));
    expect(screen.getByRole('alert', { name: 'Move to Partners?' })).toHaveTextContent(
      'In Web: A-1',
    );

    // Another channel selected, and edited: the question stays, and Save says why it waits.
    fireEvent.change(within(map).getByLabelText('Paint into'), { target: { value: 'saved:web' } });
    fireEvent.change(within(details()).getByLabelText('Name'), { target: { value: 'Web shop' } });
    const question = screen.getByRole('alert', { name: 'Move to Partners?' });
    expect(question).toHaveTextContent('(you are editing Web shop now)');
    const saveButton = screen.getByRole('button', { name: 'Save channels' });
    expect(saveButton).toBeDisabled();
    expect(saveButton).toHaveAccessibleDescription(/1 object waits for your answer/);

    fireEvent.click(within(question).getByRole('button', { name: 'Move it to Partners' }));
    expect(screen.queryByRole('alert', { name: /^Move to/ })).toBeNull();
    fireEvent.click(saveButton);
    await screen.findByRole('heading', { name: 'No unsaved changes' });
    const saved = (await app.api.events.retrieve('paint')).channels ?? [];
    expect(saved.map((c) => [c.key, c.name, c.objects])).toEqual([
      ['web', 'Web shop', ['A-2']],
      ['partners', 'Partners', ['B-1', 'A-1']],
    ]);
  });

  test("a new channel's key is made from its name until a key is typed", async () => {
    await openEditor();
    addChannel('Partner sales');
    const key = within(details()).getByLabelText('Key');
    expect(key).toHaveValue('partner-sales');
    fireEvent.change(key, { target: { value: 'agents' } });
    fireEvent.change(within(details()).getByLabelText('Name'), { target: { value: 'Agents' } });
    expect(key).toHaveValue('agents');
  });
});
