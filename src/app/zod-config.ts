// Imported first by main.tsx: zod decides whether to compile faster parsers with `new Function`
// when each object schema is built, at module load. The app's Content-Security-Policy forbids
// eval, so turn that off before any schema exists instead of logging a blocked-eval violation.
import { z } from 'zod';

z.config({ jitless: true });
