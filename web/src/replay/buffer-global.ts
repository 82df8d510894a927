/** src/engine/random.ts uses Node's global Buffer; the browser gets the well-kept `buffer` package's. */
import { Buffer } from 'buffer';

(globalThis as { Buffer?: unknown }).Buffer ??= Buffer;
