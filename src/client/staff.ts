// Staff sign-in and accounts: Seatdesk only (docs/staff.md). A seats.io region answers 404 here.
import type { z } from 'zod';
import {
  StaffAccountSchema,
  StaffListSchema,
  StaffMeSchema,
  type StaffRole,
} from '../contract/staff';
import { seg, type Transport } from './transport';

export interface NewStaff {
  displayName: string;
  signInName: string;
  password: string;
  role: StaffRole;
}

export interface StaffChange {
  displayName?: string;
  password?: string;
  role?: StaffRole;
  enabled?: boolean;
}

export class StaffApi {
  constructor(private readonly t: Transport) {}

  /** Sets the session cookie (a client without a key: the browser keeps the cookie). */
  signIn(signInName: string, password: string) {
    return this.t.json(
      { method: 'POST', path: '/seatdesk/staff/sign-in', body: { signInName, password } },
      StaffMeSchema,
    );
  }
  signOut() {
    return this.t.empty({ method: 'POST', path: '/seatdesk/staff/sign-out' });
  }
  /** Who is asking: a staff member and their role, or a secret key's holder. */
  me() {
    return this.t.json({ method: 'GET', path: '/seatdesk/staff/me' }, StaffMeSchema);
  }
  list() {
    return this.t.json({ method: 'GET', path: '/seatdesk/staff/accounts' }, StaffListSchema);
  }
  add(account: NewStaff) {
    return this.t.json(
      { method: 'POST', path: '/seatdesk/staff/accounts', body: account },
      StaffAccountSchema,
    );
  }
  change(id: string, change: StaffChange) {
    return this.t.json(
      { method: 'POST', path: `/seatdesk/staff/accounts/${seg(id)}`, body: change },
      StaffAccountSchema,
    );
  }
}

export type StaffMe = z.infer<typeof StaffMeSchema>;
