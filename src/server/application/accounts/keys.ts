// Secret keys are stored only as sha256 hashes, and compared in constant time.
import { createHash, timingSafeEqual } from 'node:crypto';

export function hashKey(secretKey: string): string {
  return createHash('sha256').update(secretKey, 'utf8').digest('hex');
}

export function sameHash(a: string, b: string): boolean {
  const left = Buffer.from(a, 'hex');
  const right = Buffer.from(b, 'hex');
  return left.length === right.length && timingSafeEqual(left, right);
}
