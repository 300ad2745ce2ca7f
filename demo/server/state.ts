import type { Clock } from './core/clock';
import type { Database } from './core/db';
import type { FaultQueue } from './core/faults';
import type { TokenStore } from './core/tokens';
import type { AreaModule } from './core/types';

/** What the demo-only endpoints act on. */
export interface DemoState {
  readonly areas: readonly AreaModule[];
  readonly clock: Clock;
  readonly tokens: TokenStore;
  readonly faults: FaultQueue;
  readonly allowedOrigins: readonly string[];
  db(): Database;
  reset(): Promise<void>;
  tick(): void;
}
