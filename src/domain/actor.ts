// Who made a change: a staff member signed in with their own account, a caller holding the
// workspace's secret key (SDK integrations, the web shop), or the service itself (hold expiry,
// season propagation).
export type Actor =
  | { kind: 'staff'; staffId: string; name: string }
  | { kind: 'key' }
  | { kind: 'service' };
