// What both forms of the status snapshot share: dictionaries of the values objects take, and
// the channel each object is kept for.

/** Values → small indexes, in first-seen order. */
export class Dictionary {
  readonly values: string[] = [];
  private readonly index = new Map<string, number>();

  of(value: string | undefined): number {
    if (value === undefined) return -1;
    let at = this.index.get(value);
    if (at === undefined) {
      at = this.values.length;
      this.values.push(value);
      this.index.set(value, at);
    }
    return at;
  }
}

export function channelsByLabel(
  channels: ReadonlyArray<{ key: string; objects?: string[] }>,
): Map<string, string> {
  const channelOf = new Map<string, string>();
  for (const channel of channels) {
    for (const label of channel.objects ?? []) channelOf.set(label, channel.key);
  }
  return channelOf;
}
