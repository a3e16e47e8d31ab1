import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { Link } from 'react-router';
import type { SeatdeskClient } from '../../../client';
import {
  type EventReportType,
  type EventSummaryType,
  EventSummaryTypeSchema,
} from '../../../contract/reports';
import { FormField } from '../../components/form-field';
import { PageData } from '../../components/page-data';
import { followsChanges } from '../../seat-map';
import { reportQueries } from './api';
import { eventColumns, reportRows } from './columns';
import { dimensionName, EVENT_DETAILED_TYPES, groupName } from './dimensions';
import { LiveRefresh } from './live-refresh';
import type { EventViewProps } from './report-search';
import { ReportTable } from './report-table';

/** The detailed report of one type: every group, or one group through the filtered endpoint. */
export function EventDetailedView(props: EventViewProps) {
  const { client, eventKey, eventTitle, search, link, update, hasZones, live, feed } = props;
  const { type, group } = search;
  const [readAt, setReadAt] = useState(0);
  // With the feed, the chosen auto-refresh reads again only once seats changed since the last read.
  const unread = !followsChanges(feed.mode) || feed.changedAt > readAt;
  const report = useQuery({
    ...reportQueries.eventDetailed(client, eventKey, type, group, unread ? live : undefined),
    select: reportRows,
  });
  useEffect(() => setReadAt(report.dataUpdatedAt), [report.dataUpdatedAt]);
  const columns = useMemo(() => eventColumns(dimensionName(type)), [type]);
  const types = EVENT_DETAILED_TYPES.filter((t) => t !== 'byZone' || hasZones || t === type);
  const summaryType = EventSummaryTypeSchema.safeParse(type);
  const groupText = group === undefined ? 'All groups' : groupName(type, group);
  const caption = `${eventTitle}: ${dimensionName(type).toLowerCase()} report, ${
    group === undefined ? 'all groups' : `group ${groupText}`
  }`;

  return (
    <>
      <div className="report-bar">
        <div className="detail-pickers">
          <TypePicker
            types={types}
            value={type}
            onChange={(t) => update({ type: t, group: undefined, sort: undefined, q: undefined })}
          />
          <GroupPicker
            key={type}
            client={client}
            eventKey={eventKey}
            type={type}
            value={group}
            onChange={(g) => update({ group: g, q: undefined })}
          />
        </div>
        <LiveRefresh
          eventKey={eventKey}
          interval={search.refresh}
          update={update}
          query={report}
          feed={feed}
          readOnDemand
        />
      </div>
      <div className="detail-heading">
        <h2>
          {groupText} <span className="muted">· {dimensionName(type)}</span>
        </h2>
        {summaryType.success && (
          <Link to={link({ view: undefined, group: undefined, q: undefined, sort: undefined })}>
            ← {dimensionName(type)} summary
          </Link>
        )}
      </div>
      <PageData
        query={report}
        what="the objects"
        failed="The detailed report could not be loaded"
        staleError="data"
      >
        {(rows) => (
          <ReportTable
            caption={caption}
            data={rows}
            columns={columns}
            state={search}
            onChange={(patch) => update(patch, { replace: true })}
            filename={[eventKey, type, group ?? 'all']}
          />
        )}
      </PageData>
    </>
  );
}

function TypePicker(props: {
  types: readonly EventReportType[];
  value: EventReportType;
  onChange: (type: EventReportType) => void;
}) {
  return (
    <FormField label="Report" inline>
      {(control) => (
        <select
          {...control}
          value={props.value}
          onChange={(event) => props.onChange(event.target.value as EventReportType)}
        >
          {props.types.map((t) => (
            <option key={t} value={t}>
              By {dimensionName(t).toLowerCase()}
            </option>
          ))}
        </select>
      )}
    </FormField>
  );
}

/**
 * The group to show. Summary types list their groups (from the cheap summary, with counts);
 * labels and order ids are too many to list, so they are typed.
 */
function GroupPicker(props: {
  client: SeatdeskClient;
  eventKey: string;
  type: EventReportType;
  value: string | undefined;
  onChange: (group: string | undefined) => void;
}) {
  const { client, eventKey, type, value, onChange } = props;
  const summaryType = EventSummaryTypeSchema.safeParse(type);
  const summary = useQuery({
    ...reportQueries.eventSummary(client, eventKey, type as EventSummaryType),
    enabled: summaryType.success,
  });
  const [text, setText] = useState(value ?? '');

  if (!summaryType.success) {
    return (
      <form
        className="field-inline"
        onSubmit={(event) => {
          event.preventDefault();
          onChange(text.trim() || undefined);
        }}
      >
        <FormField label={dimensionName(type)} inline>
          {(control) => (
            <input
              {...control}
              type="search"
              value={text}
              placeholder="All; or type one"
              onChange={(event) => setText(event.target.value)}
            />
          )}
        </FormField>
        <button type="submit" className="button">
          Show
        </button>
      </form>
    );
  }
  const groups = summary.data?.type === type ? Object.entries(summary.data.report) : [];
  return (
    <FormField label="Group" inline>
      {(control) => (
        <select
          {...control}
          value={value ?? ''}
          onChange={(event) => onChange(event.target.value || undefined)}
        >
          <option value="">All groups</option>
          {value !== undefined && !groups.some(([g]) => g === value) && (
            <option value={value}>{groupName(type, value)}</option>
          )}
          {groups.map(([g, entry]) => (
            <option key={g} value={g}>
              {groupName(type, g)} ({entry.count.toLocaleString()} places)
            </option>
          ))}
        </select>
      )}
    </FormField>
  );
}
