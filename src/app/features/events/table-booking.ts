import type { TableBookingConfigWire } from '../../../contract/events';

const MODES: Record<TableBookingConfigWire['mode'], string> = {
  INHERIT: 'As the chart says',
  ALL_BY_TABLE: 'Whole tables',
  ALL_BY_SEAT: 'Single seats',
  CUSTOM: 'Custom per table',
};

export function tableBookingText(config: TableBookingConfigWire): string {
  return MODES[config.mode] ?? config.mode;
}
