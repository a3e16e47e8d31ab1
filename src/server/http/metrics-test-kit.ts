// Reading GET /metrics in tests: one scrape as samples, and one sample's value by name and labels.
import { expect } from 'vitest';
import type { InProcessApp } from './http-test-kit';

export interface Sample {
  name: string;
  labels: Record<string, string>;
  value: number;
}

export interface Scrape {
  text: string;
  samples: Sample[];
  /** The value of the one sample of `name` with these labels (others ignored); undefined if none. */
  value(name: string, labels?: Record<string, string>): number | undefined;
}

export async function scrape(app: InProcessApp, token: string): Promise<Scrape> {
  const response = await app.request('/metrics', { headers: { authorization: `Bearer ${token}` } });
  const text = await response.text();
  expect(response.status, text).toBe(200);
  expect(response.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
  const samples = text
    .split('\n')
    .filter((line) => line && !line.startsWith('#'))
    .map(parseSample);
  return {
    text,
    samples,
    value(name, labels = {}) {
      const found = samples.filter(
        (sample) =>
          sample.name === name &&
          Object.entries(labels).every(([key, wanted]) => sample.labels[key] === wanted),
      );
      if (found.length > 1) throw new Error(`${found.length} samples of ${name} match`);
      return found[0]?.value;
    },
  };
}

function parseSample(line: string): Sample {
  const match = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
  if (!match) throw new Error(`not a sample line: ${line}`);
  const labels: Record<string, string> = {};
  for (const [, key, value] of (match[2] ?? '').matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g)) {
    labels[key] = value.replace(/\\(.)/g, (_, c: string) => (c === 'n' ? '\n' : c));
  }
  return { name: match[1], labels, value: Number(match[3]) };
}
