// The per-request variables the middleware sets.
import type { Auth } from '../application/context';

export interface AppEnv {
  Variables: {
    requestId: string;
    auth: Auth;
    /** Largest request body accepted, in bytes. */
    bodyLimit: number;
    /** The answer is kept bytes sent as chosen (wire-answer.ts): the compression middleware leaves it. */
    answeredAsKept?: boolean;
  };
}
