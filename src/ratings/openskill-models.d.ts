/**
 * Types of openskill's `openskill/models` entry point, which TypeScript's `node` module resolution
 * (this project's) cannot find through the package's `exports` map; Node itself resolves it.
 */
declare module 'openskill/models' {
  import type { Model } from 'openskill';
  export const bradleyTerryFull: Model;
  export const bradleyTerryPart: Model;
  export const plackettLuce: Model;
  export const thurstoneMostellerFull: Model;
  export const thurstoneMostellerPart: Model;
}
