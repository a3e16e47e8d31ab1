// @vitest-environment jsdom
// Chart tags (on the chart page, in the charts list and its filter) and copying a chart, against
// the real service in-process.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { LIMITS } from '../../../contract/limits';
import { appPerTest, renderApp, seedChart } from '../../test-support/render-app-test-kit';
import { CHARTS_PAGE_SIZE } from './api';

const app = appPerTest(async ({ api }) => {
  await seedChart(api, 'main-hall', 'sampleChartWithSections', ['spring']);
  await seedChart(api, 'track', 'sampleChartWithZones');
});

const tagsOf = async (key: string) => (await app.api.charts.retrieve(key)).tags;
const tagsSection = () =>
  screen.getByRole('heading', { name: 'Tags' }).closest('section') as HTMLElement;

describe('chart tags', () => {
  test('adds and takes off tags on the chart page, refusing an empty or repeated tag', async () => {
    renderApp(app, '/charts/track');
    await screen.findByRole('heading', { name: 'Race Track', level: 1 });
    expect(within(tagsSection()).getByText('No tags yet.')).toBeVisible();
    const input = within(tagsSection()).getByLabelText('New tag');
    expect(input).toHaveAttribute('maxLength', String(LIMITS.tagLength));

    fireEvent.click(within(tagsSection()).getByRole('button', { name: 'Add tag' }));
    expect(within(tagsSection()).getByRole('alert')).toHaveTextContent('Type a tag first.');

    fireEvent.change(input, { target: { value: ' summer / outdoor ' } });
    fireEvent.click(within(tagsSection()).getByRole('button', { name: 'Add tag' }));
    await within(tagsSection()).findByRole('link', { name: 'summer / outdoor' });
    expect(await tagsOf('track')).toEqual(['summer / outdoor']);
    expect(input).toHaveValue('');

    fireEvent.change(input, { target: { value: 'summer / outdoor' } });
    fireEvent.click(within(tagsSection()).getByRole('button', { name: 'Add tag' }));
    expect(within(tagsSection()).getByRole('alert')).toHaveTextContent(
      'The chart is already tagged "summer / outdoor".',
    );
    expect(await tagsOf('track')).toEqual(['summer / outdoor']);

    fireEvent.click(
      within(tagsSection()).getByRole('button', { name: 'Take the tag "summer / outdoor" off' }),
    );
    await within(tagsSection()).findByText('No tags yet.');
    expect(await tagsOf('track')).toEqual([]);
  });

  test('a chart at its tag limit takes no more, and says so', async () => {
    for (let i = 0; i < LIMITS.tagsPerChart; i++) await app.api.charts.addTag('track', `t${i}`);
    renderApp(app, '/charts/track');
    await screen.findByRole('heading', { name: 'Race Track', level: 1 });
    await within(tagsSection()).findByRole('link', { name: 't0' });
    fireEvent.change(within(tagsSection()).getByLabelText('New tag'), {
      target: { value: 'one more' },
    });
    fireEvent.click(within(tagsSection()).getByRole('button', { name: 'Add tag' }));
    expect(within(tagsSection()).getByRole('alert')).toHaveTextContent(
      `A chart has at most ${LIMITS.tagsPerChart} tags; take one off first.`,
    );
    expect(await tagsOf('track')).toHaveLength(LIMITS.tagsPerChart);
  });

  test('the list shows each chart’s tags and filters by tag and name, in the URL, paged', async () => {
    await app.api.charts.addTag('main-hall', 'indoor');
    await app.api.charts.addTag('track', 'outdoor');
    // One page and a bit of indoor charts, so the filtered list pages as the list does.
    for (let i = 0; i < CHARTS_PAGE_SIZE; i++) {
      const chart = await app.api.charts.create({ name: `Studio ${i}` });
      await app.api.charts.addTag(chart.key, 'indoor');
    }
    const { router } = renderApp(app, '/charts');
    const table = await screen.findByRole('table', { name: 'Charts' });
    const newest = (await within(table).findByText('Studio 19')).closest('tr') as HTMLElement;
    expect(within(newest).getByRole('link', { name: 'indoor' })).toHaveAttribute(
      'href',
      '/charts?tag=indoor',
    );

    fireEvent.change(await screen.findByLabelText('Tag'), { target: { value: 'outdoor' } });
    await waitFor(() => expect(router.state.location.search).toBe('?tag=outdoor'));
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(2));
    expect(within(table).getByText('track')).toBeVisible();

    fireEvent.change(await screen.findByLabelText('Tag'), { target: { value: 'indoor' } });
    await waitFor(() => expect(router.state.location.search).toBe('?tag=indoor'));
    await waitFor(() =>
      expect(within(table).getAllByRole('row')).toHaveLength(CHARTS_PAGE_SIZE + 1),
    );
    expect(within(table).queryByText('track')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Next page →' }));
    await waitFor(() => expect(router.state.location.search).toMatch(/^\?tag=indoor&after=\d+$/));
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(2));

    // Name and tag together; the search starts again at the first page, keeping the tag.
    fireEvent.change(screen.getByLabelText('Search charts'), { target: { value: 'studio 1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(router.state.location.search).toBe('?q=studio+1&tag=indoor'));
    await waitFor(() =>
      expect(
        within(table)
          .getAllByRole('link')
          .map((link) => link.textContent)
          .filter((text) => text?.startsWith('Studio')),
      ).toHaveLength(11),
    );

    // A tag nobody carries (an old link) says so rather than "no charts yet".
    const view = renderApp(app, '/charts?tag=gone');
    expect(await view.findByText('No chart is tagged "gone".')).toBeVisible();
  });
});

describe('copy chart', () => {
  test('copies the published version and lands on the copy, with the tags and no events', async () => {
    await app.api.charts.addTag('main-hall', 'indoor');
    const { router } = renderApp(app, '/charts/main-hall');
    await screen.findByRole('heading', { name: 'Sample chart with sections', level: 1 });
    fireEvent.click(screen.getByRole('button', { name: 'Copy…' }));
    const dialog = screen.getByRole('dialog', { name: 'Copy "Sample chart with sections"?' });
    expect(within(dialog).queryByText('Copy which version?')).toBeNull();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Make the copy' }));
    expect(
      await screen.findByRole('heading', { name: 'Sample chart with sections (copy)', level: 1 }),
    ).toBeVisible();
    const copyKey = decodeURIComponent(router.state.location.pathname.split('/')[2]);
    expect(copyKey).not.toBe('main-hall');
    const copy = await app.api.charts.retrieve(copyKey, { expandEvents: true });
    expect([copy.name, copy.tags, copy.events]).toEqual([
      'Sample chart with sections (copy)',
      ['indoor'],
      [],
    ]);
    expect(screen.getByRole('region', { name: 'Notifications' })).toHaveTextContent(
      'It has no events yet.',
    );
  });

  test('with a draft pending, the draft can be copied instead', async () => {
    await app.api.charts.update('main-hall', { name: 'Renamed hall' });
    expect((await app.api.charts.retrieve('main-hall')).status).toBe('PUBLISHED_WITH_DRAFT');
    const { router } = renderApp(app, '/charts/main-hall');
    await screen.findByRole('heading', { name: 'Sample chart with sections', level: 1 });
    fireEvent.click(screen.getByRole('button', { name: 'Copy…' }));
    const dialog = screen.getByRole('dialog');
    fireEvent.click(within(dialog).getByLabelText('The draft, with its unpublished changes'));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Make the copy' }));
    expect(
      await screen.findByRole('heading', { name: 'Renamed hall (copy)', level: 1 }),
    ).toBeVisible();
    expect(router.state.location.pathname).not.toBe('/charts/main-hall');
    expect((await app.api.charts.retrieve('main-hall')).name).toBe('Sample chart with sections');
  });
});
