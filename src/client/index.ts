// The thin client: one object per resource over one Transport. Used by the app, tests and benches.
import { AccountsApi } from './accounts';
import { BoxOfficeTokensApi } from './box-office-tokens';
import { ChannelsApi } from './channels';
import { ChartsApi } from './charts';
import { EventLogApi } from './event-log';
import { EventsApi } from './events';
import { HoldTokensApi } from './hold-tokens';
import { ReportsApi } from './reports';
import { SeasonsApi } from './seasons';
import { StaffApi } from './staff';
import { StatusApi } from './status';
import { StatusHistoryApi } from './status-history';
import { SystemApi } from './system';
import { type ClientOptions, Transport } from './transport';

export { ApiError, type ClientOptions, type FetchLike, seg, Transport } from './transport';

export class SeatdeskClient {
  readonly transport: Transport;
  readonly charts: ChartsApi;
  readonly events: EventsApi;
  readonly seasons: SeasonsApi;
  readonly holdTokens: HoldTokensApi;
  /** Seatdesk only (docs/holds.md): a seats.io region answers 404. */
  readonly boxOfficeTokens: BoxOfficeTokensApi;
  readonly status: StatusApi;
  /** seats.io's status-change history, with Seatdesk's filters (docs/history.md). */
  readonly history: StatusHistoryApi;
  readonly channels: ChannelsApi;
  readonly reports: ReportsApi;
  readonly system: SystemApi;
  /** Seatdesk only (docs/event-log.md): a seats.io region answers 404. */
  readonly eventLog: EventLogApi;
  /** The company account and its keys: a company admin key only. */
  readonly accounts: AccountsApi;
  /** Seatdesk only (docs/staff.md): a seats.io region answers 404. */
  readonly staff: StaffApi;

  constructor(options: ClientOptions) {
    this.transport = new Transport(options);
    this.charts = new ChartsApi(this.transport);
    this.events = new EventsApi(this.transport);
    this.seasons = new SeasonsApi(this.transport);
    this.holdTokens = new HoldTokensApi(this.transport);
    this.boxOfficeTokens = new BoxOfficeTokensApi(this.transport);
    this.status = new StatusApi(this.transport);
    this.history = new StatusHistoryApi(this.transport);
    this.channels = new ChannelsApi(this.transport);
    this.reports = new ReportsApi(this.transport);
    this.system = new SystemApi(this.transport);
    this.eventLog = new EventLogApi(this.transport);
    this.accounts = new AccountsApi(this.transport);
    this.staff = new StaffApi(this.transport);
  }
}
