// What both forms of the status snapshot share: dictionaries of the values objects take.

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
