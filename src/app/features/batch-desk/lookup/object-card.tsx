// One object's full info, laid out by type: a seat shows where it is and its flags, a table its
// seats, a GA area its places and its holds per token and ticket type.
import type { ReactNode } from 'react';
import type { ObjectInfoWire } from '../../../../contract/status';
import { StatusBadge } from '../../../batch/object-summary';

const TYPE_NAMES: Record<ObjectInfoWire['objectType'], string> = {
  seat: 'Seat',
  table: 'Table',
  booth: 'Booth',
  generalAdmission: 'General admission',
};

const SEAT_FLAGS: Array<[string, string]> = [
  ['isAccessible', 'accessible'],
  ['isCompanionSeat', 'companion seat'],
  ['hasRestrictedView', 'restricted view'],
  ['hasLiftUpArmrests', 'lift-up armrests'],
  ['isHearingImpaired', 'hearing impaired'],
  ['isSemiAmbulatorySeat', 'semi-ambulatory'],
  ['hasSignLanguageInterpretation', 'sign language'],
  ['isPlusSize', 'plus size'],
];

export function ObjectCard({ info }: { info: ObjectInfoWire }) {
  const extra = info as Record<string, unknown>;
  const isArea = info.objectType === 'generalAdmission';
  const flags = SEAT_FLAGS.filter(([field]) => extra[field] === true).map(([, text]) => text);
  return (
    <article className="card bd-object" aria-label={`${TYPE_NAMES[info.objectType]} ${info.label}`}>
      <header className="bd-object-head">
        <h3 className="mono">{info.label}</h3>
        <span className="badge">{TYPE_NAMES[info.objectType]}</span>
        <StatusBadge status={info.status} />
        {!info.forSale && <span className="badge badge-warning">not for sale</span>}
      </header>
      {isArea && <Places info={info} />}
      <dl className="facts bd-object-facts">
        {info.objectType === 'seat' && (
          <>
            <Fact term={capitalise(info.labels.parent?.type ?? 'row')}>
              {info.labels.parent?.label}
            </Fact>
            <Fact term="Seat">{info.labels.own.label}</Fact>
          </>
        )}
        <Fact term="Section">{info.labels.section ?? (extra.section as string | undefined)}</Fact>
        <Fact term="Entrance">{extra.entrance as string | undefined}</Fact>
        <Fact term="Category">
          {info.categoryLabel && `${info.categoryLabel} (${info.categoryKey})`}
        </Fact>
        <Fact term="Available">
          {info.isAvailable ? 'yes' : `no (${info.availabilityReason.replaceAll('_', ' ')})`}
        </Fact>
        <Fact term="Hold token">
          {info.holdToken && <span className="mono">{info.holdToken}</span>}
        </Fact>
        <Fact term="Order id">{info.orderId}</Fact>
        <Fact term="Ticket type">{info.ticketType}</Fact>
        <Fact term="Channel">{info.channel ?? 'none'}</Fact>
        {info.objectType === 'table' && (
          <>
            <Fact term="Seats">{info.numSeats}</Fact>
            <Fact term="Booked">{info.bookAsAWhole ? 'as a whole' : 'by seat'}</Fact>
          </>
        )}
        {isArea && (
          <>
            <Fact term="Booked">{info.bookAsAWhole ? 'as a whole' : 'by place'}</Fact>
            <Fact term="Occupancy">{occupancy(extra)}</Fact>
          </>
        )}
        {info.objectType === 'seat' && (
          <>
            <Fact term="Neighbours">
              {[extra.leftNeighbour, extra.rightNeighbour].filter(Boolean).join(' · ') || undefined}
            </Fact>
            <Fact term="Features">{flags.length > 0 ? flags.join(', ') : 'none'}</Fact>
          </>
        )}
        <Fact term="Distance to focal point">
          {typeof extra.distanceToFocalPoint === 'number'
            ? extra.distanceToFocalPoint.toFixed(1)
            : undefined}
        </Fact>
        <Fact term="Extra data">
          {info.extraData && <code className="bd-json">{JSON.stringify(info.extraData)}</code>}
        </Fact>
      </dl>
    </article>
  );
}

function Fact({ term, children }: { term: string; children: ReactNode }) {
  if (children === undefined || children === null || children === '' || children === false)
    return null;
  return (
    <>
      <dt>{term}</dt>
      <dd>{children}</dd>
    </>
  );
}

/** The places of a GA area as a bar, and its holds by token and ticket type. */
function Places({ info }: { info: ObjectInfoWire }) {
  const capacity = info.capacity ?? 0;
  const parts = [
    ['booked', info.numBooked ?? 0],
    ['held', info.numHeld ?? 0],
    ['not for sale', info.numNotForSale ?? 0],
    ['free', info.numFree ?? 0],
  ] as const;
  const holds = Object.entries(info.holds ?? {}).flatMap(([token, perType]) =>
    Object.entries(perType).map(([type, n]) => ({ token, type, n })),
  );
  return (
    <div className="bd-places">
      <div
        className="bd-bar"
        role="img"
        aria-label={`${parts.map(([name, n]) => `${n} ${name}`).join(', ')} of ${capacity}`}
      >
        {parts.map(([name, n]) =>
          n > 0 ? (
            <span
              key={name}
              className={`bd-bar-${name.replaceAll(' ', '-')}`}
              style={{ flexGrow: n }}
              title={`${n} ${name}`}
            />
          ) : null,
        )}
      </div>
      <p className="bd-bar-legend">
        {parts.map(([name, n]) =>
          n === 0 && name === 'not for sale' ? null : (
            <span key={name}>
              <span className={`bd-dot bd-bar-${name.replaceAll(' ', '-')}`} /> {n} {name}
            </span>
          ),
        )}
        <span className="muted">capacity {capacity}</span>
      </p>
      {holds.length > 0 && (
        <div className="table-wrap">
          <table className="data">
            <caption>Holds</caption>
            <thead>
              <tr>
                <th scope="col">Hold token</th>
                <th scope="col">Ticket type</th>
                <th scope="col" className="num">
                  Places
                </th>
              </tr>
            </thead>
            <tbody>
              {holds.map((hold) => (
                <tr key={`${hold.token}-${hold.type}`}>
                  <td className="mono bd-nowrap">{hold.token}</td>
                  <td>
                    {hold.type === 'NO_TICKET_TYPE' ? (
                      <span className="muted">none</span>
                    ) : (
                      hold.type
                    )}
                  </td>
                  <td className="num">{hold.n}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}

function occupancy(info: Record<string, unknown>): string | undefined {
  if (!info.variableOccupancy) return undefined;
  const min = info.minOccupancy ?? 1;
  return info.maxOccupancy === undefined
    ? `variable, at least ${min}`
    : `variable, ${min}–${info.maxOccupancy}`;
}

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
