// Shared by the tests of one company's heavy work beside another's requests: whether the others'
// answers come before the heavy one's, which cannot happen while the heavy work holds the event
// loop (the others' requests cannot even be read until it ends).
import { expect } from 'vitest';

type Request = () => Promise<{ status: number }>;

/**
 * Runs `heavy`, and the others once a 50 ms timer has fired (the heavy request is at its heavy
 * part by then; work on the event loop delays the timer until it ends). Each must succeed.
 * Answers the names in the order they were answered, the heavy one named `heavy`.
 */
export async function answerOrder(heavy: Request, others: Record<string, Request>) {
  const order: string[] = [];
  const run = async (name: string, call: Request) => {
    const answer = await call();
    expect(answer.status, name).toBeLessThan(300);
    order.push(name);
  };
  const started = run('heavy', heavy);
  await new Promise((resume) => setTimeout(resume, 50));
  await Promise.all([started, ...Object.entries(others).map(([name, call]) => run(name, call))]);
  return order;
}

/** Asserts that each of `names` was answered before the heavy request. */
export function expectBeforeHeavy(order: string[], names: string[], what: string): void {
  for (const name of names) {
    expect(order.indexOf(name), `${what}: ${order.join(', ')}`).toBeLessThan(
      order.indexOf('heavy'),
    );
  }
}
