"""An independent oracle for the reports engine's fixture tests.

Flattens the fixture drawings itself, applies the report rules of docs/reports.md written out
again in Python, and writes scenarios.json (the event states the tests apply) and expected.json
(the reports they must produce). Run from the repository root:
    python3 src/domain/reports/testdata/oracle.py
    npx biome format --write src/domain/reports/testdata
"""
import hashlib
import json
import os
from collections import OrderedDict

HERE = os.path.dirname(os.path.abspath(__file__))
CHARTS = os.path.join(HERE, '..', '..', '..', '..', 'fixtures', 'charts')

OBJECT_TYPES = ['seat', 'generalAdmission', 'table', 'booth']
REASONS = ['available', 'booked', 'disabled_by_social_distancing', 'not_for_sale', 'reservedByToken']

# Every dimension, in the order the seats.io API reference lists a group's maps.
ALL_DIMENSIONS = ['bySection', 'byCategoryLabel', 'byCategoryKey', 'byStatus', 'byAvailability',
                  'byAvailabilityReason', 'bySelectability', 'byChannel', 'byObjectType', 'byZone']
CHART_DIMENSIONS = ['bySection', 'byCategoryLabel', 'byCategoryKey', 'byObjectType', 'byZone']
CATEGORIES = {'byCategoryKey', 'byCategoryLabel'}


def beside(dimensions, grouped):
    """Every dimension but those grouped by; both category ones when one of them is grouped by."""
    left = set(grouped)
    if left & CATEGORIES:
        left |= CATEGORIES
    return [d for d in dimensions if d not in left]


EVENT_BREAKDOWNS = {t: beside(ALL_DIMENSIONS, [t]) for t in ALL_DIMENSIONS}
CHART_BREAKDOWNS = {t: beside(CHART_DIMENSIONS, [t]) for t in CHART_DIMENSIONS}
# Second level of a deep summary; bySelectability goes as byAvailability (the same test here).
DEEP_SECOND = {
    'byStatus': 'bySection', 'byObjectType': 'bySection', 'byCategoryKey': 'bySection',
    'byCategoryLabel': 'bySection', 'bySection': 'byCategoryLabel', 'byZone': 'byCategoryLabel',
    'byChannel': 'byCategoryLabel', 'byAvailability': 'byCategoryLabel',
    'byAvailabilityReason': 'byCategoryLabel', 'bySelectability': 'byCategoryLabel',
}
DEEP = {t: (second, beside(ALL_DIMENSIONS, [t, second])) for t, second in DEEP_SECOND.items()}


def flatten(path):
    drawing = json.load(open(path))
    categories = drawing['categories']['list']
    labels = {str(c['key']): c['label'] for c in categories}
    objs = []

    def key_of(value):
        return None if value is None or value == '' else str(value)

    def sub(chart, section=None, section_cat=None, zone=None):
        for row in chart.get('rows') or []:
            for seat in row.get('seats') or []:
                label = f"{row['label']}-{seat['label']}"
                if section:
                    label = f'{section}-{label}'
                cat = key_of(seat.get('categoryKey')) or section_cat
                objs.append(dict(label=label, type='seat', cat=cat, section=section, zone=zone, table=None))
        for table in chart.get('tables') or []:
            seats = table.get('seats') or []
            cat = key_of(table.get('categoryKey')) or (key_of(seats[0].get('categoryKey')) if seats else None)
            objs.append(dict(label=table['label'], type='table', cat=cat, section=section, zone=zone, table=None,
                             whole=bool(table.get('bookAsAWhole')), nseats=len(seats)))
            for seat in seats:
                objs.append(dict(label=f"{table['label']}-{seat['label']}", type='seat',
                                 cat=key_of(seat.get('categoryKey')) or section_cat, section=section, zone=zone,
                                 table=table['label']))
        for booth in chart.get('booths') or []:
            objs.append(dict(label=booth['label'], type='booth', cat=key_of(booth.get('categoryKey')),
                             section=section, zone=zone, table=None))
        for area in chart.get('generalAdmissionAreas') or []:
            objs.append(dict(label=area['label'], type='generalAdmission', cat=key_of(area.get('categoryKey')),
                             section=section, zone=zone, table=None, capacity=area.get('capacity') or 0))
        for sec in chart.get('sections') or []:
            sub(sec['subChart'], sec['label'], key_of(sec.get('categoryKey')), sec.get('zone') or zone)

    if 'subChartFloors' in drawing:
        for floor in drawing['subChartFloors']:
            sub(floor)
    else:
        sub(drawing['subChart'])
    for o in objs:
        o['catLabel'] = labels.get(o['cat']) if o['cat'] is not None else None
    zones = [z['key'] for z in (drawing.get('zones') or {}).get('list', [])]
    return dict(categories=categories, zones=zones, objects=objs)


def fixed_groups(chart, dim):
    if dim == 'byObjectType':
        return list(OBJECT_TYPES)
    if dim == 'byCategoryKey':
        return [str(c['key']) for c in chart['categories']] + ['NO_CATEGORY']
    if dim == 'byCategoryLabel':
        return [c['label'] for c in chart['categories']] + ['NO_CATEGORY']
    if dim == 'byZone':
        return chart['zones'] + ['NO_ZONE']
    if dim == 'byAvailabilityReason':
        return list(REASONS)
    return []


def value(dim, o, status='free', for_sale=True, channel='NO_CHANNEL'):
    available = status == 'free' and for_sale
    return {
        'byStatus': status,
        'byAvailability': 'available' if available else 'not_available',
        'bySelectability': 'selectable' if available else 'not_selectable',
        'byAvailabilityReason': status if status != 'free' else ('available' if for_sale else 'not_for_sale'),
        'byCategoryKey': o['cat'] if o['cat'] is not None else 'NO_CATEGORY',
        'byCategoryLabel': o['catLabel'] if o['cat'] is not None and o['catLabel'] is not None else 'NO_CATEGORY',
        'bySection': o['section'] or 'NO_SECTION',
        'byZone': o['zone'] or 'NO_ZONE',
        'byObjectType': o['type'],
        'byChannel': channel,
    }[dim]


def table_whole(table, config):
    mode = config['mode']
    if mode == 'ALL_BY_TABLE':
        return True
    if mode == 'ALL_BY_SEAT':
        return False
    if mode == 'CUSTOM' and table['label'] in config.get('tables', {}):
        return config['tables'][table['label']] == 'BY_TABLE'
    return table['whole']


def event_objects(chart, config):
    tables = {o['label']: o for o in chart['objects'] if o['type'] == 'table'}
    result = []
    for o in chart['objects']:
        if o['type'] == 'table' and not table_whole(o, config):
            continue
        if o['table'] and table_whole(tables[o['table']], config):
            continue
        result.append(o)
    return result


def place_cells(o, state, scenario):
    """(status, forSale, channel, places) for every group of places of one object."""
    whole_channel = 'NO_CHANNEL'
    split = []
    for ch in scenario['channels']:
        if o['label'] in ch['objects'] and whole_channel == 'NO_CHANNEL':
            whole_channel = ch['key']
        if ch.get('areaPlaces', {}).get(o['label'], 0) > 0:
            split.append((ch['key'], ch['areaPlaces'][o['label']]))
    for_sale = not state.get('notForSale', False)
    if o['type'] != 'generalAdmission':
        n = o['nseats'] if o['type'] == 'table' and not scenario['tablesCountAsOne'] else 1
        return [(state.get('status', 'free'), for_sale, whole_channel, n)]
    places = state.get('places', {})
    cells = []
    used = 0
    for status in sorted(places.get('byStatus', {})):
        n = places['byStatus'][status]
        if n > 0:
            cells.append((status, for_sale, n))
            used += n
    held = sum(sum(t.values()) for t in places.get('holds', {}).values())
    if held:
        cells.append(('reservedByToken', for_sale, held))
    nfs = places.get('notForSale', 0)
    free = max(0, o['capacity'] - used - held - nfs)
    if not for_sale:
        nfs, free = nfs + free, 0
    if nfs:
        cells.append(('free', False, nfs))
    if free:
        cells.append(('free', True, free))
    if whole_channel != 'NO_CHANNEL' or not split:
        return [(s, f, whole_channel, n) for s, f, n in cells]
    # Deal the places out to NO_CHANNEL first, then the channels in event order.
    total = sum(n for _, _, n in cells)
    buckets = [['NO_CHANNEL', max(0, total - sum(n for _, n in split))]] + [list(b) for b in split]
    dealt = []
    for s, f, n in cells:
        while n > 0:
            while buckets and buckets[0][1] == 0:
                buckets.pop(0)
            take = min(n, buckets[0][1])
            dealt.append((s, f, buckets[0][0], take))
            buckets[0][1] -= take
            n -= take
    return dealt


def add(group, key, n):
    group[key] = group.get(key, 0) + n


def event_cells(chart, scenario):
    cells = []
    for o in event_objects(chart, scenario['tableBookingConfig']):
        for status, for_sale, channel, n in place_cells(o, scenario['states'].get(o['label'], {}), scenario):
            cells.append((o, status, for_sale, channel, n))
    return cells


def summary(chart, cells, primary, breakdowns):
    report = OrderedDict()

    def group(key):
        if key not in report:
            report[key] = dict(count=0, **{b: {} for b in breakdowns})
        return report[key]

    for key in fixed_groups(chart, primary):
        group(key)
    for o, status, for_sale, channel, n in cells:
        g = group(value(primary, o, status, for_sale, channel))
        g['count'] += n
        for b in breakdowns:
            add(g[b], value(b, o, status, for_sale, channel), n)
    return report


def deep_summary(chart, cells, primary, levels):
    second, third = levels
    report = OrderedDict()
    for key in fixed_groups(chart, primary):
        report[key] = {'count': 0, second: {}}
    for o, status, for_sale, channel, n in cells:
        g = report.setdefault(value(primary, o, status, for_sale, channel), {'count': 0, second: {}})
        g['count'] += n
        middle = g[second].setdefault(value(second, o, status, for_sale, channel),
                                      dict(count=0, **{d: {} for d in third}))
        middle['count'] += n
        for d in third:
            add(middle[d], value(d, o, status, for_sale, channel), n)
    return report


def detailed_labels(chart, scenario, dim):
    """group → labels, in chart order; a GA area in every group some of its places are in."""
    report = OrderedDict((key, []) for key in fixed_groups(chart, dim))
    for o in event_objects(chart, scenario['tableBookingConfig']):
        state = scenario['states'].get(o['label'], {})
        if dim == 'byLabel':
            keys = [o['label']]
        elif dim == 'byOrderId':
            keys = [state.get('orderId', 'NO_ORDER_ID')]
        else:
            keys = []
            for status, for_sale, channel, _ in place_cells(o, state, scenario):
                k = value(dim, o, status, for_sale, channel)
                if k not in keys:
                    keys.append(k)
        for k in keys:
            report.setdefault(k, []).append(o['label'])
    return report


def chart_objects(chart, mode):
    tables = {o['label']: o for o in chart['objects'] if o['type'] == 'table'}
    for o in chart['objects']:
        if mode is None:
            yield o
        elif o['type'] == 'table':
            if mode == 'true' or (mode == 'chart' and o['whole']):
                yield o
        elif o['table']:
            if mode == 'false' or (mode == 'chart' and not tables[o['table']]['whole']):
                yield o
        else:
            yield o


def chart_reports(chart, mode):
    cells = [(o, 'free', True, 'NO_CHANNEL', o.get('capacity', 1) if o['type'] == 'generalAdmission' else 1)
             for o in chart_objects(chart, mode)]
    summaries = {t: summary(chart, cells, t, b) for t, b in CHART_BREAKDOWNS.items()}
    detailed = {}
    for t in list(CHART_BREAKDOWNS) + ['byLabel']:
        report = OrderedDict((key, []) for key in fixed_groups(chart, t))
        for o in chart_objects(chart, mode):
            report.setdefault(o['label'] if t == 'byLabel' else value(t, o), []).append(o['label'])
        detailed[t] = compact_report(report)
    return dict(summaries=summaries, detailed=detailed)


def scenarios():
    zones = flatten(os.path.join(CHARTS, 'sampleChartWithZones.json'))
    labels = sorted(o['label'] for o in zones['objects'])
    zone_states = {}
    for i, label in enumerate(labels):
        if i % 10 == 0:
            zone_states[label] = {'status': 'booked', 'orderId': f'order-{i % 3}'}
        elif i % 37 == 0:
            zone_states[label] = {'status': 'reservedByToken', 'holdToken': 'hold-1'}
        elif i % 53 == 0:
            zone_states[label] = {'notForSale': True}
        elif i % 97 == 0:
            zone_states[label] = {'status': 'sold out', 'notForSale': True}
    mt1 = sorted(o['label'] for o in zones['objects'] if o['section'] == 'MT1')[:100]
    return {
        'sampleChart': {
            'tableBookingConfig': {'mode': 'INHERIT'}, 'tablesCountAsOne': False,
            'channels': [
                {'key': 'ch1', 'name': 'One', 'objects': ['A-5', 'A-6', 'B-1'], 'areaPlaces': {'GA1': 30}},
                {'key': 'ch2', 'name': 'Two', 'objects': ['GA2', 'C-1'], 'areaPlaces': {}},
            ],
            'states': {
                'A-1': {'status': 'booked', 'orderId': 'o1'},
                'A-2': {'status': 'lolzor', 'orderId': 'o1'},
                'A-3': {'status': 'reservedByToken', 'holdToken': 'tok1'},
                'A-4': {'notForSale': True},
                'B-1': {'status': 'booked', 'notForSale': True, 'orderId': 'o2'},
                'GA1': {'places': {'byStatus': {'booked': 10, 'lolzor': 5},
                                   'holds': {'tok1': {'NO_TICKET_TYPE': 3, 'adult': 2}}, 'notForSale': 7},
                        'orderId': 'o2'},
                'GA2': {'notForSale': True, 'places': {'byStatus': {'booked': 20}}},
            },
        },
        'sampleChartWithTables': {
            'tableBookingConfig': {'mode': 'INHERIT'}, 'tablesCountAsOne': False,
            'channels': [{'key': 'c', 'name': 'C', 'objects': ['T2', 'T1-1'], 'areaPlaces': {}}],
            'states': {'T2': {'status': 'booked', 'orderId': 'x'}, 'T1-2': {'status': 'reservedByToken', 'holdToken': 'h'},
                       'T1-3': {'notForSale': True}},
        },
        'sampleChartWithTablesAsOne': {
            'chart': 'sampleChartWithTables',
            'tableBookingConfig': {'mode': 'CUSTOM', 'tables': {'T1': 'BY_TABLE', 'T2': 'BY_SEAT'}},
            'tablesCountAsOne': True,
            'channels': [],
            'states': {'T1': {'status': 'booked'}, 'T2-1': {'status': 'booked'}, 'T2-2': {'status': 'vip'}},
        },
        'sampleChartWithSections': {
            'tableBookingConfig': {'mode': 'INHERIT'}, 'tablesCountAsOne': False,
            'channels': [{'key': 'web', 'name': 'Web', 'objects': ['Section A-A-1', 'Section B-A-1', 'Section B-A-2'],
                          'areaPlaces': {}}],
            'states': {'Section A-A-1': {'status': 'booked', 'orderId': 'a'},
                       'Section A-A-2': {'status': 'booked', 'orderId': 'a'},
                       'Section B-A-2': {'status': 'reservedByToken', 'holdToken': 'h'},
                       'Section B-A-3': {'notForSale': True}},
        },
        'sampleChartWithFloors': {
            'tableBookingConfig': {'mode': 'INHERIT'}, 'tablesCountAsOne': False, 'channels': [],
            'states': {'S1-A-1': {'status': 'booked', 'orderId': 'f'}, 'S2-B-2': {'notForSale': True}},
        },
        'sampleChartWithZones': {
            'tableBookingConfig': {'mode': 'INHERIT'}, 'tablesCountAsOne': False,
            'channels': [{'key': 'vip', 'name': 'VIP', 'objects': mt1, 'areaPlaces': {}}],
            'states': zone_states,
        },
    }


DETAILED = list(EVENT_BREAKDOWNS) + ['byLabel', 'byOrderId']
SMALL = 40


def compact(labels):
    """Short groups in full; long ones as count, ends and a digest of the labels joined by newlines."""
    if len(labels) <= SMALL:
        return labels
    digest = hashlib.sha1('\n'.join(labels).encode()).hexdigest()
    return {'count': len(labels), 'first': labels[:3], 'last': labels[-3:], 'sha1': digest}


def compact_report(report):
    """Reports of many groups (byLabel) as a digest of `group:label,label` lines, sorted."""
    if len(report) <= SMALL:
        return {k: compact(v) for k, v in report.items()}
    lines = '\n'.join(f"{k}:{','.join(v)}" for k, v in sorted(report.items()))
    return {'groups': len(report), 'sha1': hashlib.sha1(lines.encode()).hexdigest()}


def main():
    all_scenarios = scenarios()
    expected = {}
    for name, scenario in all_scenarios.items():
        chart_name = scenario.get('chart', name)
        chart = flatten(os.path.join(CHARTS, chart_name + '.json'))
        cells = event_cells(chart, scenario)
        expected[name] = {
            'places': sum(c[4] for c in cells),
            'eventSummaries': {t: summary(chart, cells, t, b) for t, b in EVENT_BREAKDOWNS.items()},
            'deepSummaries': {t: deep_summary(chart, cells, t, DEEP[t]) for t in EVENT_BREAKDOWNS},
            'detailed': {t: compact_report(detailed_labels(chart, scenario, t)) for t in DETAILED},
            'flatList': compact(sorted(o['label'] for o in event_objects(chart, scenario['tableBookingConfig']))),
            'chart': {mode or 'absent': chart_reports(chart, mode) for mode in [None, 'chart', 'true', 'false']},
        }
    with open(os.path.join(HERE, 'scenarios.json'), 'w') as f:
        json.dump(all_scenarios, f, separators=(',', ':'))
    with open(os.path.join(HERE, 'expected.json'), 'w') as f:
        json.dump(expected, f, separators=(',', ':'))


if __name__ == '__main__':
    main()
