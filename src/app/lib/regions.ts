/** Where a back office can point: this service, a seats.io region, or any URL the user types. */
export interface BaseUrlPreset {
  id: string;
  label: string;
  url: (ownUrl: string) => string;
}

export const SEATSIO_REGIONS = [
  { id: 'eu', name: 'Europe' },
  { id: 'na', name: 'North America' },
  { id: 'sa', name: 'South America' },
  { id: 'oc', name: 'Oceania' },
] as const;

export function regionUrl(region: string): string {
  return `https://api-${region}.seatsio.net`;
}

export const BASE_URL_PRESETS: BaseUrlPreset[] = [
  { id: 'self', label: 'This service', url: (own) => own },
  ...SEATSIO_REGIONS.map((region) => ({
    id: region.id,
    label: `seats.io ${region.name} (${regionUrl(region.id)})`,
    url: () => regionUrl(region.id),
  })),
  { id: 'custom', label: 'Custom URL…', url: () => '' },
];
